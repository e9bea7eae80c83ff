// @vitest-environment node
import { contractSuite } from './contract.suite';
import { nodeServerHost } from './support/hosts';

/** The contract on the reference server (support/hosts.ts): a fresh server per case. */
contractSuite(nodeServerHost('the Node server'));
