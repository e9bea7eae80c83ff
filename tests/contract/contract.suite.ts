import { accountCases } from './cases/accounts';
import { callCases } from './cases/calls';
import { chatCases } from './cases/chat';
import { consoleCases } from './cases/console';
import { contentCases } from './cases/content';
import { errorCases } from './cases/errors';
import { queueCases } from './cases/queue';
import { reviewCases } from './cases/review';
import { robotCases } from './cases/robot';
import { transcriptCases } from './cases/transcripts';
import { ratingCases } from './cases/ratings';
import { metricsCases } from './cases/metrics';
import { leaveMessageCases } from './cases/leave-message';
import { uploadCases } from './cases/uploads';
import { contractEndpoints, endpointName, uncoveredEndpoints } from './support/endpoints';
import { outcomeFile, type ContractCase } from './support/define';
import { CaseContext, type ContractHost } from './support/host';
import { formatOutcome } from './support/normalize';

export type { ContractHost } from './support/host';

/** Every case, on every host. A new case group is added here. */
export const CONTRACT_CASES: readonly ContractCase[] = [
  ...contentCases,
  ...accountCases,
  ...robotCases,
  ...queueCases,
  ...chatCases,
  ...consoleCases,
  ...uploadCases,
  ...reviewCases,
  ...transcriptCases,
  ...ratingCases,
  ...metricsCases,
  ...leaveMessageCases,
  ...callCases,
  ...errorCases,
];

/**
 * The contract suite: the app's API client and IM client drive `host` through every endpoint of
 * src/lib/contract. Each case asserts its outcome, then matches a normalised record of every
 * response and socket event against __outcomes__/<case>.txt, the one file both hosts share: a
 * host that answers differently from the other fails there, field by field.
 */
export function contractSuite(
  host: ContractHost,
  cases: readonly ContractCase[] = CONTRACT_CASES,
): void {
  describe(`the contract on ${host.name}`, () => {
    for (const c of cases) {
      const known = host.knownDifferences?.[c.name];
      const test = known ? it.fails : it;
      test(c.name, async () => {
        await host.reset();
        const t = new CaseContext(host);
        try {
          await c.run(t);
        } finally {
          t.dispose();
        }
        const unused = c.covers.filter((e) => !t.called.has(e)).map(endpointName);
        expect(unused, 'endpoints the case declares but never called').toEqual([]);
        await expect(formatOutcome(t.steps)).toMatchFileSnapshot(outcomeFile(c.name));
      });
    }

    it('has a case for every endpoint of the contract', () => {
      const groups = new Set(contractEndpoints().map(({ name }) => name.split('.')[0]));
      // The discovery itself must see the groups we know of, or an empty result would pass.
      expect([...groups]).toEqual(
        expect.arrayContaining([
          'ownApi',
          'consoleApi',
          'workOrderApi',
          'userCenterApi',
          'unifiedLoginApi',
          'reviewApi',
          'projectApi',
        ]),
      );
      expect(uncoveredEndpoints()).toEqual([]);
    });
  });
}
