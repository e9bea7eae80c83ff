import { bucket, dayIn, percentile, serviceMetrics } from './metrics';
import type { Session, Ticket } from './types';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 21, 2, 0, 0);

const chat = (id: string, over: Partial<Session> = {}): Session => ({
  id,
  projectId: 'P',
  cubeUid: `u-${id}`,
  state: 'closed',
  queueCode: 'NB',
  engineerCode: 'E1',
  createdAt: T0,
  queuedAt: T0,
  acceptedAt: T0 + MIN,
  firstResponseAt: T0 + 2 * MIN,
  closedAt: T0 + 10 * MIN,
  ...over,
});

const message = (no: string, over: Partial<Ticket> = {}): Ticket => ({
  ticketNo: no,
  cubeUid: 'u',
  projectId: 'P',
  kind: 'message',
  title: '请回电',
  status: '待处理',
  createdAt: T0,
  queueCode: 'NB',
  attachments: [],
  ...over,
});

describe('percentile (nearest-rank)', () => {
  it('is the smallest value with at least p% of the values at or below it', () => {
    const tens = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(percentile(tens, 50)).toBe(5);
    expect(percentile(tens, 90)).toBe(9);
    expect(percentile(tens, 91)).toBe(10);
    expect(percentile(tens, 100)).toBe(10);
    expect(percentile(tens, 0)).toBe(1);
  });

  it('takes the lower middle value of an even count, and is null for none', () => {
    expect(percentile([4, 1, 3, 2], 50)).toBe(2);
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });

  it('does not reorder the values it is given', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('dayIn', () => {
  it("names the reader's calendar day, not the server's", () => {
    // 17:30 UTC on the 21st is already the 22nd in Shanghai and still the 21st in New York.
    const at = Date.UTC(2026, 10, 21, 17, 30);
    expect(dayIn('Asia/Shanghai')(at)).toBe('2026-11-22');
    expect(dayIn('America/New_York')(at)).toBe('2026-11-21');
    expect(dayIn('UTC')(Date.UTC(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('bucket', () => {
  it('measures wait, first response and handling from the session times', () => {
    const b = bucket(
      'k',
      [
        chat('a'),
        chat('b', { acceptedAt: T0 + 3 * MIN, firstResponseAt: undefined, closedAt: undefined }),
      ],
      2,
    );
    expect(b).toEqual({
      key: 'k',
      chats: 2,
      wait: { median: MIN, p90: 3 * MIN },
      // b was never answered and is still open: neither counts towards those.
      firstResponse: { median: MIN, p90: MIN },
      handling: { median: 9 * MIN, p90: 9 * MIN },
      rating: { count: 0, average: null, distribution: [0, 0, 0, 0, 0] },
      leaveMessages: 2,
    });
  });

  it('averages ratings and counts each score from 1 to 5', () => {
    const rated = (id: string, score: 1 | 2 | 3 | 4 | 5) =>
      chat(id, { rating: { score, tags: [], at: T0 + 11 * MIN } });
    const b = bucket(
      'k',
      [rated('a', 5), rated('b', 4), rated('c', 5), rated('d', 1), chat('e')],
      0,
    );
    expect(b.rating).toEqual({ count: 4, average: 3.75, distribution: [1, 0, 0, 1, 2] });
  });

  it('is empty without chats', () => {
    expect(bucket('k', [], 1)).toMatchObject({
      chats: 0,
      wait: { median: null, p90: null },
      firstResponse: { median: null, p90: null },
      handling: { median: null, p90: null },
      leaveMessages: 1,
    });
  });
});

describe('serviceMetrics', () => {
  it('groups chats and leave-a-messages by day, engineer and skill', () => {
    const lateUtc = Date.UTC(2026, 10, 21, 17, 0);
    const metrics = serviceMetrics(
      [
        chat('a'),
        chat('b', { engineerCode: 'E2', queueCode: 'DT', createdAt: lateUtc }),
        // Robot-only and abandoned queue sessions are not chats.
        chat('robot', { queueCode: undefined, engineerCode: undefined, acceptedAt: undefined }),
        chat('gone', { engineerCode: undefined, acceptedAt: undefined }),
      ],
      [
        message('M1'),
        message('M2', { createdAt: lateUtc, queueCode: 'SRV' }),
        message('R', { kind: 'repair' }),
      ],
      'Asia/Shanghai',
    );
    expect(metrics.timeZone).toBe('Asia/Shanghai');
    expect(metrics.total).toMatchObject({ key: '', chats: 2, leaveMessages: 2 });
    const summary = (rows: { key: string; chats: number; leaveMessages: number }[]) =>
      rows.map((r) => [r.key, r.chats, r.leaveMessages]);
    expect(summary(metrics.days)).toEqual([
      ['2026-11-21', 1, 1],
      ['2026-11-22', 1, 1],
    ]);
    // A leave-a-message has no engineer.
    expect(summary(metrics.engineers)).toEqual([
      ['E1', 1, 0],
      ['E2', 1, 0],
    ]);
    expect(summary(metrics.skills)).toEqual([
      ['DT', 1, 0],
      ['NB', 1, 1],
      ['SRV', 0, 1],
    ]);
  });

  it('puts the same instant on another day in another time zone', () => {
    const lateUtc = Date.UTC(2026, 10, 21, 17, 0);
    const days = serviceMetrics([chat('a'), chat('b', { createdAt: lateUtc })], [], 'UTC').days;
    expect(days.map((d) => [d.key, d.chats])).toEqual([['2026-11-21', 2]]);
  });
});
