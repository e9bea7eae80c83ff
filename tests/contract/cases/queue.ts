import { consoleApi, ownApi } from '@/lib/contract';
import { contractCase } from '../support/define';
import { notice } from '../support/flows';

const queueFor = (token: string, queue_code = 'NB') => ({
  body: { token, queue_code, pathway: 'webchat' },
});

/** SPEC §4 types 2 and 3: the big queue with live positions, and asking for an engineer by name. */
export const queueCases = [
  contractCase(
    'queue: two visitors get positions 1 and 2; when the first is taken the second hears position 1',
    [
      ownApi.selectBigQueue,
      ownApi.awaitUserNumber,
      ownApi.currentStatus,
      consoleApi.waiting,
      consoleApi.accept,
    ],
    async (t) => {
      const first = await t.visitor();
      const second = await t.visitor();
      const secondIm = await t.im(second);
      const one = await first.api.call(ownApi.selectBigQueue, queueFor(first.token));
      const two = await second.api.call(ownApi.selectBigQueue, queueFor(second.token));
      expect([one?.position, one?.waiting, two?.position, two?.waiting]).toEqual([1, 1, 2, 2]);
      const again = await second.api.call(ownApi.selectBigQueue, queueFor(second.token));
      expect(again).toEqual(two);
      const count = await second.api.call(ownApi.awaitUserNumber);
      expect(count).toEqual({ count: 2 });
      const status = await second.api.call(ownApi.currentStatus);
      expect(status).toMatchObject({ status: 'queueing', position: 2 });
      const engineer = await t.engineer('demo');
      const waiting = await engineer.api.call(consoleApi.waiting);
      expect(waiting.map((w) => [w.session_id, w.position])).toEqual([
        [one?.session_id, 1],
        [two?.session_id, 2],
      ]);
      const taken = await engineer.api.call(consoleApi.accept, {
        body: { session_id: one?.session_id ?? '' },
      });
      const moved = await secondIm.next(
        'NOTIFY',
        (e) => notice('QueueStatus')(e) && e.message.MessageBody.queue?.position === 1,
      );
      const twice = await t.failure(
        engineer.api.call(consoleApi.accept, { body: { session_id: one?.session_id ?? '' } }),
      );
      expect(twice).toEqual({ code: 'http', status: 409, info: '该访客已被接入或已离开' });
      t.record('first', one);
      t.record('second', two);
      t.record('waiting count', count);
      t.record('second status', status);
      t.record('console waiting', waiting);
      t.record('accepted', taken);
      t.record('second moved up', moved.message.MessageBody.queue);
      t.record('accepted twice', twice);
    },
  ),

  contractCase(
    'named engineer: 422 when they are away (the robot restarts), queued when they are online',
    [ownApi.selectPersonal],
    async (t) => {
      const visitor = await t.visitor();
      const personal = (engineer_code: string) =>
        visitor.api.call(ownApi.selectPersonal, {
          body: { token: visitor.token, queue_code: 'NB', pathway: 'webchat', engineer_code },
        });
      const away = await t.failure(personal('E1007'));
      expect(away).toEqual({ code: 'http', status: 422, info: '该工程师当前无法接待' });
      const unknown = await t.failure(personal('E9999'));
      expect(unknown.status).toBe(422);
      const queued = await personal('E1001');
      expect(queued).toMatchObject({ position: 1, waiting: 1 });
      const other = await t.engineer('li');
      const wrong = await t.failure(
        other.api.call(consoleApi.accept, { body: { session_id: queued?.session_id ?? '' } }),
      );
      expect(wrong).toEqual({ code: 'http', status: 403, info: '该访客指定了其他工程师' });
      t.record('away', away);
      t.record('unknown', unknown);
      t.record('queued', queued);
      t.record('taken by another engineer', wrong);
    },
  ),

  contractCase(
    'a queue nobody serves: statusCode 1001 in an HTTP 200 with the reason in message.info',
    [ownApi.selectBigQueue],
    async (t) => {
      const visitor = await t.visitor();
      const refused = await t.failure(
        visitor.api.call(ownApi.selectBigQueue, queueFor(visitor.token, 'NOBODY')),
      );
      expect(refused).toEqual({
        code: 'status',
        status: 200,
        info: '当前技能组暂无工程师在线，您可以留言，我们会尽快联系您',
      });
      const raw = await t.raw('POST', '/api/csc/queue/selectBigQueue', {
        query: { token: visitor.token },
        body: queueFor(visitor.token, 'NOBODY').body,
      });
      expect(raw.body).toMatchObject({ statusCode: 1001, data: null });
      t.record('refused', refused);
      t.record('envelope', raw);
    },
  ),
];
