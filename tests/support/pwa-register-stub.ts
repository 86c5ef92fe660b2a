// vite-plugin-pwa's registration module exists only inside its build; unit tests that load the whole route
// tree (tests/app/first-screen-calls.test.ts) get this inert one: no worker, nothing to update.
export function useRegisterSW() {
  return {
    needRefresh: [false, () => {}] as const,
    offlineReady: [false, () => {}] as const,
    updateServiceWorker: async () => {},
  };
}
