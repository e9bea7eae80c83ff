/** Starts the in-browser backend (MSW service worker). Only dev and the demo build load this. */
export async function enableMocks(): Promise<void> {
  const [{ worker }, { enableScenarios }, { scenariosFromSearch }] = await Promise.all([
    import('@/mocks/browser'),
    import('@/mocks/scenarios'),
    import('@/mocks/scenario-state'),
  ]);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Assets and anything outside the mocked API go to the network as usual.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  // ?scenario=timeout,kickoff switches failure scenarios on (SPEC §8).
  enableScenarios(worker, scenariosFromSearch(window.location.search));
}
