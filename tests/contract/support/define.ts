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

/** File name of a case's outcome record: its name in kebab case. */
export function outcomeFile(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `./__outcomes__/${slug}.txt`;
}
