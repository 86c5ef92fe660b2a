// first: the browser's install offer may arrive before any lazy chunk runs
import './shared/pwa/install-offer';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, prepareApp } from './app/app';
// 长辈模式 and accessibility choices: on <html> before the first render, their CSS in the entry stylesheet
// (after Mantine's, so it wins ties)
import './shared/a11y/a11y.css';
import { a11yStore, applyToDocument } from './shared/a11y/settings';
import { prepareLanguage } from './shared/i18n/language';
import { provideMemoryDatabase } from './shared/storage/device-db';

// where the browser refuses IndexedDB, an in-memory one (downloaded only then) stands in for this visit
provideMemoryDatabase(() =>
  import('fake-indexeddb').then(({ indexedDB, IDBKeyRange }) => ({ indexedDB, IDBKeyRange })),
);

applyToDocument(a11yStore.get());

// the catalogue and the stored cache load side by side; the first screen is resolved before React
// renders, and that render runs as a transition, so React yields to the browser while it builds the
// page (the shell in index.html stays on screen until it is done)
void prepareApp(prepareLanguage()).then((services) => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App {...services} />));
});
