import {
  consoleApi,
  reviewApi,
  type MetricsBucketView,
  type ReviewMetricsView,
} from '@/lib/contract';
import { contractCase } from '../support/define';
import { startChat } from '../support/flows';

/** Whether a duration was measured ('number') or not ('null'): the ms vary from run to run. */
const kind = (ms: number | null) => (ms === null ? 'null' : typeof ms);
/** What a bucket says that is the same on every host and every day (durations and days vary). */
const facts = (b: MetricsBucketView) => ({
  chats: b.chats,
  leave_messages: b.leave_messages,
  measured: {
    wait: [kind(b.wait.median_ms), kind(b.wait.p90_ms)],
    first_response: [kind(b.first_response.median_ms), kind(b.first_response.p90_ms)],
    handling: [kind(b.handling.median_ms), kind(b.handling.p90_ms)],
  },
  rating: b.rating,
});
const summary = (m: ReviewMetricsView) => ({
  time_zone: m.time_zone,
  total: facts(m.total),
  days: m.days.length,
  engineers: m.engineers.map((b) => [b.key, b.chats]),
  skills: m.skills.map((b) => [b.key, b.chats, b.leave_messages]),
});

/** #17 item 6: service metrics of review's filters, for supervisors only. */
export const metricsCases = [
  contractCase(
    "metrics: a served chat counts for its engineer, skill and day with the search's filters; supervisors only",
    [reviewApi.metrics, consoleApi.send, consoleApi.close],
    async (t) => {
      const chat = await startChat(t);
      await chat.engineer.api.call(consoleApi.send, {
        body: {
          session_id: chat.sessionId,
          MsgType: 'text',
          Content: '您好，请问有什么可以帮您？',
        },
      });
      await chat.engineer.api.call(consoleApi.close, { body: { session_id: chat.sessionId } });
      const supervisor = await t.supervisor('wang');
      const mine = await supervisor.api.call(reviewApi.metrics, {
        query: { engineer: chat.engineer.code, tz: 'Asia/Shanghai' },
      });
      expect(summary(mine)).toEqual({
        time_zone: 'Asia/Shanghai',
        total: {
          chats: 1,
          leave_messages: 0,
          measured: {
            wait: ['number', 'number'],
            first_response: ['number', 'number'],
            handling: ['number', 'number'],
          },
          rating: { count: 0, average: null, distribution: [0, 0, 0, 0, 0] },
        },
        days: 1,
        engineers: [[chat.engineer.code, 1]],
        skills: [['NB', 1, 0]],
      });
      const keyword = await supervisor.api.call(reviewApi.metrics, {
        query: { keyword: '可以帮您', tz: 'UTC' },
      });
      expect(keyword.total.chats).toBe(1);
      const everyone = await supervisor.api.call(reviewApi.metrics, { query: {} });
      expect(everyone.total.chats).toBeGreaterThan(1);
      const unknownZone = await supervisor.api.call(reviewApi.metrics, {
        query: { skill: 'SRV', tz: 'Mars/Base' },
      });
      expect(unknownZone).toMatchObject({ time_zone: 'Asia/Shanghai', total: { chats: 0 } });
      const visitor = await t.visitor();
      const forbidden = await t.failure(visitor.api.call(reviewApi.metrics, { query: {} }));
      expect(forbidden).toEqual({ code: 'http', status: 403, info: '无权审阅会话' });
      const backwards = await t.raw('GET', '/api/csc/review/metrics', {
        query: {
          token: supervisor.token,
          from: '2026-02-01T00:00:00Z',
          to: '2026-01-01T00:00:00Z',
        },
      });
      expect(backwards.status).toBe(400);
      t.record("the engineer's", summary(mine));
      t.record('by keyword', summary(keyword));
      t.record('everyone', summary(everyone));
      t.record('unknown zone', summary(unknownZone));
      t.record('visitor', forbidden);
      t.record('from after to', backwards);
    },
  ),
];
