import { asyncStore, GROUP_COMMIT_MAX, type SyncTransaction } from './async-store';
import { syncMemoryStore } from './memory-store';
import type { Store } from './store';
import type { Ticket } from './types';

const ticket = (ticketNo: string): Ticket => ({
  ticketNo,
  cubeUid: 'u',
  projectId: 'P',
  kind: 'repair',
  title: ticketNo,
  status: '',
  createdAt: 1,
  attachments: [],
});

/** A transaction that writes down what the store asked of it. */
function recorder(options: { endOnUndo?: boolean; failCommit?: boolean } = {}) {
  const calls: string[] = [];
  const transaction: SyncTransaction = {
    begin: () => void calls.push('begin'),
    commit: () => {
      calls.push('commit');
      if (options.failCommit) throw new Error('disk I/O error');
    },
    rollback: () => void calls.push('rollback'),
    savepoints: {
      mark: () => void calls.push('mark'),
      release: () => void calls.push('release'),
      undo: () => {
        calls.push('undo');
        if (options.endOnUndo) throw new Error('no such savepoint');
      },
    },
  };
  return { calls, transaction };
}

/** Three units queued together, the middle one throwing `message`: how each ended. */
function throwingBetweenTwo(store: Store, message: string) {
  return Promise.allSettled([
    store.unit(async () => 'first'),
    store.unit(async () => {
      throw new Error(message);
    }),
    store.unit(async () => 'third'),
  ]);
}

describe('group commit (#20 item 5): units queued together share one transaction', () => {
  it('commits the units of one turn once, each in a savepoint, in the order they came', async () => {
    const { calls, transaction } = recorder();
    const store = asyncStore(syncMemoryStore(), transaction);
    const order: number[] = [];
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        store.unit(async (unit) => {
          order.push(n);
          await unit.tickets.put(ticket(`T${n}`));
          return n * 10;
        }),
      ),
    );
    expect(results).toEqual([10, 20, 30]);
    expect(order).toEqual([1, 2, 3]);
    expect(calls).toEqual(['begin', ...Array(3).fill(['mark', 'release']).flat(), 'commit']);
  });

  it('answers a unit only after its group commits', async () => {
    const { calls, transaction } = recorder();
    const store = asyncStore(syncMemoryStore(), transaction);
    const seen: string[][] = [];
    await Promise.all(
      [1, 2].map(() => store.unit(async () => 'ok').then(() => void seen.push([...calls]))),
    );
    for (const callsWhenAnswered of seen) expect(callsWhenAnswered.at(-1)).toBe('commit');
  });

  it('rolls back a unit that throws to its savepoint; the others of its group commit', async () => {
    const { calls, transaction } = recorder();
    const store = asyncStore(syncMemoryStore(), transaction);
    const outcomes = await throwingBetweenTwo(store, 'refused');
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : String(o.reason)))).toEqual([
      'first',
      'Error: refused',
      'third',
    ]);
    expect(calls).toEqual([
      'begin',
      'mark',
      'release',
      'mark',
      'undo',
      'release',
      'mark',
      'release',
      'commit',
    ]);
  });

  it('fails the units before one whose error ended the transaction, and goes on with the rest', async () => {
    const { calls, transaction } = recorder({ endOnUndo: true });
    const store = asyncStore(syncMemoryStore(), transaction);
    const outcomes = await throwingBetweenTwo(store, 'disk full');
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(calls.slice(calls.indexOf('undo'))).toEqual([
      'undo',
      'rollback',
      'begin',
      'mark',
      'release',
      'commit',
    ]);
  });

  it('fails every unit of a group whose commit fails, and the next group starts afresh', async () => {
    const { calls, transaction } = recorder({ failCommit: true });
    const store = asyncStore(syncMemoryStore(), transaction);
    const outcomes = await Promise.allSettled([1, 2].map(() => store.unit(async () => 'ok')));
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(calls.slice(-2)).toEqual(['commit', 'rollback']);
    await expect(store.unit(async () => 'later')).rejects.toThrow('disk I/O error');
    expect(calls.filter((c) => c === 'begin')).toHaveLength(2);
  });

  it(`puts at most ${GROUP_COMMIT_MAX} units in one commit`, async () => {
    const { calls, transaction } = recorder();
    const store = asyncStore(syncMemoryStore(), transaction);
    await Promise.all(
      Array.from({ length: GROUP_COMMIT_MAX + 1 }, () => store.unit(async () => undefined)),
    );
    expect(calls.filter((c) => c === 'commit')).toHaveLength(2);
    expect(calls.filter((c) => c === 'mark')).toHaveLength(GROUP_COMMIT_MAX + 1);
  });

  it('keeps one transaction per unit for a store without savepoints', async () => {
    const { calls, transaction } = recorder();
    const store = asyncStore(syncMemoryStore(), { ...transaction, savepoints: undefined });
    await Promise.all([1, 2].map(() => store.unit(async () => undefined)));
    expect(calls).toEqual(['begin', 'commit', 'begin', 'commit']);
  });
});
