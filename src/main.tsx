// first: the browser's install offer may arrive before any lazy chunk runs
import './shared/pwa/install-offer';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prepareLanguage } from './shared/i18n/language';

void prepareLanguage().then(() => createRoot(document.getElementById('root')!).render(<App />));
