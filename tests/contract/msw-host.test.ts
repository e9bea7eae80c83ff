import { resetMockBackend } from '@/mocks/backend';
import { uploadCases } from './cases/uploads';
import { CONTRACT_ICE } from './support/ice';
import { contractIdentitySecret } from './support/identity';
import { CONTRACT_CASES, contractSuite } from './contract.suite';

/**
 * The contract on the mock backend: server/core and server/http inside MSW (tests/setup.ts),
 * reached through relative URLs and jsdom's WebSocket as the app reaches them in unit tests and
 * the demo build. The setup clears the backend after every case; each case starts a fresh one.
 *
 * Uploads run on this host too, in msw-host-uploads.test.ts under Node: in jsdom a multipart
 * body cannot pass MSW's interception (the request never completes), and a File parsed from a
 * request is Node's, not jsdom's, so server/http/uploads.ts (`instanceof File`) would refuse it.
 */
contractSuite(
  {
    name: 'the MSW host',
    reset: async () =>
      void resetMockBackend({
        simulate: false,
        identitySecrets: contractIdentitySecret,
        ice: CONTRACT_ICE,
      }),
    base: () => '',
    socketBase: () => `ws://${window.location.host}`,
    pageUrl: () => `${window.location.origin}/chatQueue`,
    absolute: (path) => new URL(path, window.location.href).toString(),
    window: () => window,
  },
  CONTRACT_CASES.filter((c) => !uploadCases.includes(c)),
);
