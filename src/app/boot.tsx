// The app proper, imported by src/main.tsx once the page shell has painted (its code was already
// downloading: index.html preloads it).
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, prepareApp } from './app';
import { prepareLanguage } from '../shared/i18n/language';
import { provideMemoryDatabase } from '../shared/storage/device-db';

// where the browser refuses IndexedDB, an in-memory one (downloaded only then) stands in for this visit
provideMemoryDatabase(() =>
  import('fake-indexeddb').then(({ indexedDB, IDBKeyRange }) => ({ indexedDB, IDBKeyRange })),
);

// the catalogue and the stored cache load side by side; the first screen is resolved before React
// renders, and that render runs as a transition, so React yields to the browser while it builds the
// page (the shell in index.html stays on screen until it is done)
export function boot(): Promise<void> {
  return prepareApp(prepareLanguage()).then((services) => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() => root.render(<App {...services} />));
  });
}
