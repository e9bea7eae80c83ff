import { CoreError } from './errors';
import { makeCore, visitor } from './testing/fixture';

describe('a visitor message belongs to the conversation it was written in', () => {
  it('a repeat whose answer was lost before a transfer is the stored message, not a second one', () => {
    const { core } = makeCore();
    const v = visitor(core);
    const robot = core.robotStart(v).sessionId;
    const first = core.sendFromVisitor(v, {
      kind: 'Text',
      text: '你好',
      clientMsgId: 'c-1',
      sessionId: robot,
    });
    core.robotClose(v);
    core.selectBigQueue(v, 'NB', 'webchat');
    const again = core.sendFromVisitor(v, {
      kind: 'Text',
      text: '你好',
      clientMsgId: 'c-1',
      sessionId: robot,
    });
    expect(again.id).toBe(first.id);
  });

  it('a new message written in an ended conversation is refused as session_ended', () => {
    const { core } = makeCore();
    const v = visitor(core);
    const robot = core.robotStart(v).sessionId;
    // SPEC §4 type 2: the robot closes, then the visitor queues.
    core.robotClose(v);
    core.selectBigQueue(v, 'NB', 'webchat');
    let error: unknown;
    try {
      core.sendFromVisitor(v, {
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

  it("another visitor's session id gives nothing away", () => {
    const { core } = makeCore();
    const a = visitor(core);
    const b = visitor(core);
    const aSession = core.robotStart(a).sessionId;
    core.sendFromVisitor(a, {
      kind: 'Text',
      text: 'a',
      clientMsgId: 'x',
      sessionId: aSession,
    });
    core.robotStart(b);
    expect(() =>
      core.sendFromVisitor(b, {
        kind: 'Text',
        text: 'b',
        clientMsgId: 'x',
        sessionId: aSession,
      }),
    ).toThrow(CoreError);
  });
});
