/** Starts the in-browser backend (MSW service worker). Only dev and the demo build load this. */
export async function enableMocks(): Promise<void> {
  const { worker } = await import('@/mocks/browser');
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Assets and anything outside the mocked API go to the network as usual.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
