// jsdom lacks a few browser APIs that Mantine and the portal call; every unit test gets the same inert stand-ins.
import 'fake-indexeddb/auto';
import { fixedMediaQuery } from './support/media-query';

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) => fixedMediaQuery(query, false);

  class InertObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
  // the router restores scroll after each navigation; jsdom only logs "not implemented"
  window.scrollTo = () => {};
}

// the app loads the message namespaces no first screen uses with the screens that use them
// (src/shared/i18n/catalogue.ts); a unit test renders any component on its own, so all are there
const { loadMessages } = await import('../src/shared/i18n/language');
await loadMessages();
