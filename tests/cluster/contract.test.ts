// @vitest-environment node
import { contractSuite } from '../contract/contract.suite';
import { clusterHost } from '../contract/support/hosts';

/**
 * The contract on a cluster (#20): three nodes on PostgreSQL and Redis behind a round-robin
 * proxy answer every case as the single server does (the same __outcomes__ files).
 */
contractSuite(clusterHost('a cluster of three nodes'));
