// The page's first module, kept small: nothing here may import React, Mantine or the router.
// first: the browser's install offer may arrive before any other code runs
import './shared/pwa/install-offer';
// 长辈模式 and accessibility choices: on <html> before the first paint, their CSS in the entry stylesheet
import './shared/a11y/a11y.css';
import { a11yStore, applyToDocument } from './shared/a11y/settings-store';

applyToDocument(a11yStore.get());

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

function showLoadFailure(): void {
  const message = document.querySelector('.boot-msg');
  if (message) {
    message.setAttribute('role', 'alert');
    message.textContent =
      '页面未能加载，请检查网络后刷新。The page could not load: check the connection and reload.';
  }
}

afterFirstFrame(() => {
  import('./app/boot').then(({ boot }) => boot()).catch(showLoadFailure);
});
