// @vitest-environment node
import { authorizationSuite } from './authorization';
import { nodeServerHost } from './support/hosts';

/** The authorization matrix on the reference server: a fresh server and SQLite file per row. */
authorizationSuite(nodeServerHost('the Node server'), { http: true, im: true });
