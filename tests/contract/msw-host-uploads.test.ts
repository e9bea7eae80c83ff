// @vitest-environment node
import { DECLARED_TYPE_CASE, DISGUISED_PDF_CASE, uploadCases } from './cases/uploads';
import { contractSuite } from './contract.suite';
import { mswNodeHost } from './support/hosts';

/**
 * The upload cases on the MSW host, under Node (see msw-host.test.ts for why not jsdom): MSW
 * answers an absolute origin here, as in src/mocks/uploads.test.ts. No case here uses a socket.
 */
contractSuite(
  {
    ...mswNodeHost('the MSW host (uploads)'),
    knownDifferences: {
      [DISGUISED_PDF_CASE]:
        'src/mocks/upload-sink.ts stores any file whose name passes the allow-list; the server sniffs the bytes (file-type) and refuses what does not match the extension',
      [DECLARED_TYPE_CASE]:
        'src/mocks/upload-sink.ts keeps the Content-Type the browser declared for the part and src/mocks/handlers.ts serves the file with it; the server serves the type of the checked extension',
    },
  },
  uploadCases,
);
