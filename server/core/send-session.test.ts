import { CoreError } from './errors';
import { makeCore, visitor } from '../testing/core-fixture';

describe('a visitor message belongs to the conversation it was written in', () => {
  it('a repeat whose answer was lost before a transfer is the stored message, not a second one', async () => {
    const { core } = await makeCore();
    const v = await visitor(core);
    const robot = (await core.robotStart(v)).sessionId;
    const first = await core.sendFromVisitor(v, {
      kind: 'Text',
      text: '你好',
      clientMsgId: 'c-1',
      sessionId: robot,
    });
    await core.robotClose(v);
    await core.selectBigQueue(v, 'NB', 'webchat');
    const again = await core.sendFromVisitor(v, {
      kind: 'Text',
      text: '你好',
      clientMsgId: 'c-1',
      sessionId: robot,
    });
    expect(again.id).toBe(first.id);
  });

  it('a new message written in an ended conversation is refused as session_ended', async () => {
    const { core } = await makeCore();
    const v = await visitor(core);
    const robot = (await core.robotStart(v)).sessionId;
    // SPEC §4 type 2: the robot closes, then the visitor queues.
    await core.robotClose(v);
    await core.selectBigQueue(v, 'NB', 'webchat');
    let error: unknown;
    try {
      await core.sendFromVisitor(v, {
        kind: 'Text',
        text: '晚了',
        clientMsgId: 'c-2',
        sessionId: robot,
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CoreError);
    expect(error).toMatchObject({ status: 409, reason: { code: 'session_ended' } });
  });

  it("another visitor's session id gives nothing away", async () => {
    const { core } = await makeCore();
    const a = await visitor(core);
    const b = await visitor(core);
    const aSession = (await core.robotStart(a)).sessionId;
    await core.sendFromVisitor(a, {
      kind: 'Text',
      text: 'a',
      clientMsgId: 'x',
      sessionId: aSession,
    });
    await core.robotStart(b);
    await expect(
      core.sendFromVisitor(b, {
        kind: 'Text',
        text: 'b',
        clientMsgId: 'x',
        sessionId: aSession,
      }),
    ).rejects.toThrow(CoreError);
  });
});
