// first: the browser's install offer may arrive before any lazy chunk runs
import './shared/pwa/install-offer';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
// 长辈模式 and accessibility choices: on <html> before the first render, their CSS in the entry stylesheet
// (after Mantine's, so it wins ties)
import './shared/a11y/a11y.css';
import { a11yStore, applyToDocument } from './shared/a11y/settings';
import { prepareLanguage } from './shared/i18n/language';

applyToDocument(a11yStore.get());

void prepareLanguage().then(() => createRoot(document.getElementById('root')!).render(<App />));
