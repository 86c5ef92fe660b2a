// The page's first module, kept small: nothing here may import React, Mantine or the router.
// first: the browser's install offer may arrive before any other code runs
import './shared/pwa/install-offer';
// 长辈模式 and accessibility choices: on <html> before the first paint, their CSS in the entry stylesheet
import './shared/a11y/a11y.css';
import { a11yStore, applyToDocument } from './shared/a11y/settings-store';
import { linkAfterFirstPaintStyles, preloadScreenChunks, startFirstScreenCalls } from './app/first-screen-calls';
import { nextTask } from './shared/scheduling/next-task';

applyToDocument(a11yStore.get());

// the first screen's data and its own code are asked for now, while the app's script downloads: the app
// takes the answers, and the router finds the screen's code on its way
try {
  startFirstScreenCalls();
  preloadScreenChunks(location.hash);
  // before the app's first dynamic import: Vite's loader takes note of the stylesheets linked by then
  linkAfterFirstPaintStyles();
} catch {
  // a storage or address this module cannot read: the app asks for the data itself, as it always can
}

/**
 * The shell in index.html is the first screen's largest paint. The app's code is already downloading
 * (index.html preloads it) but runs only after the shell's first frame, so evaluating it cannot hold
 * that paint back. A page opened in the background gets no frame: the timer starts it anyway.
 */
function afterFirstFrame(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
}

/** The app's code could not be fetched (connection lost mid-load, a version replaced meanwhile): say so. */
function showLoadFailure(): void {
  const message = document.querySelector('.boot-msg');
  if (!message) return;
  document.querySelector('.boot')?.setAttribute('aria-busy', 'false');
  message.setAttribute('role', 'alert');
  message.replaceChildren(
    '页面未能加载，请检查网络后重新加载。',
    document.createElement('br'),
    'The page could not load: check the connection and reload.',
    document.createElement('br'),
  );
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = '重新加载 Reload';
  reload.addEventListener('click', () => location.reload());
  message.append(reload);
}

// The app's code is evaluated in three tasks, each a stage's own chunk: Mantine and React (ui), then the
// app with its router and query layer (shared), then react-dom with the start-up (boot). Imported at once,
// the three ran as one long task that held the page for 130 ms on a slow phone's CPU.
afterFirstFrame(() => {
  import('./app/ui-stage')
    .then(nextTask)
    .then(() => import('./app/app'))
    .then(nextTask)
    .then(() => import('./app/boot'))
    .then(({ boot }) => boot())
    .catch(showLoadFailure);
});
