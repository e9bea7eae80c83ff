import { ownApi } from '@/lib/contract';
import { contractCase } from '../support/define';

/**
 * Bad input the app's client would never send (it validates with the same contract), sent raw
 * through the client's own HTTP stack: each is a 400 envelope with a clear message, never a 500.
 */
export const errorCases = [
  contractCase(
    'bad input: a wrong body, a missing query parameter and malformed JSON are 400; an unknown call 404',
    [],
    async (t) => {
      const { token } = await t.visitor();
      const wrongBody = await t.raw('POST', '/api/csc/queue/selectBigQueue', {
        query: { token },
        body: { token, queue_code: 42 },
      });
      const noChannel = await t.raw('GET', '/api/csc/robot/start', { query: { token } });
      const malformed = await t.raw('POST', '/api/csc/core/webchat/main', {
        query: { token },
        body: '{"token":',
        headers: { 'Content-Type': 'application/json' },
      });
      const unknown = await t.raw('GET', '/api/csc/nothing/here', { query: { token } });
      for (const response of [wrongBody, noChannel, malformed]) {
        expect(response.status).toBe(400);
        // The client words the reason; the details stay in message.info for the developer.
        expect(response.body).toMatchObject({
          statusCode: 400,
          message: { code: 'invalid_request' },
          data: null,
        });
      }
      expect(wrongBody.body).toMatchObject({
        message: { info: expect.stringMatching(/^Invalid body: body\.queue_code/) as string },
      });
      expect(noChannel.body).toMatchObject({
        message: { info: expect.stringMatching(/^Invalid query: query\.channel/) as string },
      });
      expect(unknown).toEqual({
        status: 404,
        body: {
          statusCode: 404,
          message: {
            info: 'No such call: GET /api/csc/nothing/here',
            code: 'unknown_call',
            values: {},
          },
          data: null,
        },
      });
      t.record('wrong body', wrongBody);
      t.record('no channel', noChannel);
      t.record('malformed JSON', malformed);
      t.record('unknown call', unknown);
    },
  ),

  contractCase(
    'sending with no session going is 409 with a reason the visitor can read',
    [ownApi.send],
    async (t) => {
      const visitor = await t.visitor();
      const refused = await t.failure(
        visitor.api.call(ownApi.send, {
          body: {
            token: visitor.token,
            message_body: { MsgType: 'text', Content: '你好', CreateTime: 1 },
          },
        }),
      );
      expect(refused).toEqual({
        code: 'http',
        status: 409,
        info: '当前没有进行中的会话，请重新发起咨询',
      });
      t.record('refused', refused);
    },
  ),
];
