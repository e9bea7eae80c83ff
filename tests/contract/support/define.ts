import { resolve } from 'node:path';
import type { EndpointDef } from '@/lib/contract';
import { declareCoverage } from './endpoints';
import type { CaseContext } from './host';

export interface ContractCase {
  name: string;
  /** The endpoints this case drives; the suite checks it really calls each of them. */
  covers: readonly EndpointDef[];
  run(t: CaseContext): Promise<void>;
}

/** Declares a case of the contract suite (run on every host by contract.suite.ts). */
export function contractCase(
  name: string,
  covers: readonly EndpointDef[],
  run: (t: CaseContext) => Promise<void>,
): ContractCase {
  declareCoverage(covers);
  return { name, covers, run };
}

/**
 * The file of a case's outcome record, its name in kebab case, in tests/contract/__outcomes__ (from
 * the project's root, where every run starts): an absolute path, so every host's suite (the mocks, the Node server, the cluster in
 * tests/cluster) reads and writes the one set.
 */
export function outcomeFile(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return resolve(`tests/contract/__outcomes__/${slug}.txt`);
}
