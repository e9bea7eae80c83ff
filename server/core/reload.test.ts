import { historicalMessage } from '@/lib/contract';
import { TRANSFER_WINDOW_MS } from './queue';
import { makeCore, visitor } from './testing/fixture';

// Issue #13 (3): what a reloaded page reads back from history must show what the live page did.

/** A visitor who talked to the robot and then asked for a person (SPEC §4 type 2). */
function transferred() {
  const f = makeCore();
  const v = visitor(f.core);
  const robot = f.core.robotStart(v).session_id;
  f.core.sendFromVisitor(v, { MsgType: 'text', Content: '电脑开不了机' });
  f.clock.advance(1_000);
  f.core.robotClose(v);
  f.clock.advance(500);
  const queued = f.core.selectBigQueue(v, 'NB', 'webchat').session_id;
  return { ...f, v, robot, queued };
}

describe('history after a reload', () => {
  it('keeps a notice’s details: the engineer who joined, who ended it', () => {
    const { core, v, queued } = transferred();
    core.accept('E1', queued);
    core.userClose(v, queued);
    const notices = core.sessionMessages(v, queued).data.filter((m) => m.text === null);
    expect(notices.map((m) => [m.message_type, m.notice])).toEqual([
      [
        'Notice:CreateSession',
        {
          engineer_code: 'E1',
          engineer_name: '工程师E1',
          engineer_nickname: 'E1',
          engineer_img: '',
        },
      ],
      ['Notice:SessionClosed', { by: 'user' }],
    ]);
    // The contract lets the details through, and the engineer's transcript has them too.
    expect(historicalMessage.parse(notices[0]).notice).toMatchObject({ engineer_name: '工程师E1' });
    expect(core.sessionMessages({ engineerCode: 'E1' }, queued).data[0]?.notice).toMatchObject({
      engineer_name: '工程师E1',
    });
  });

  it('names the queue session a robot conversation handed the visitor to, queued or served', () => {
    const { core, v, robot, queued } = transferred();
    // Queued: the queue session is not in the list yet, the robot conversation names it.
    expect(core.sessionList(v)).toEqual([
      expect.objectContaining({ id: robot, code: 1, transferred_to: queued }),
    ]);
    core.accept('E1', queued);
    expect(core.sessionList(v)).toEqual([
      expect.objectContaining({ id: queued, code: 5 }),
      expect.objectContaining({ id: robot, code: 1, transferred_to: queued }),
    ]);
    expect(core.sessionList(v)[0]).not.toHaveProperty('transferred_to');
  });

  it('links no robot conversation that ended long before, or a queue joined directly', () => {
    const late = makeCore();
    const v = visitor(late.core);
    late.core.robotStart(v);
    late.core.robotClose(v);
    late.clock.advance(TRANSFER_WINDOW_MS + 1);
    late.core.selectBigQueue(v, 'NB', 'webchat');
    expect(late.core.sessionList(v)[0]).not.toHaveProperty('transferred_to');

    // A cancelled queue session, then a second queue: the first never was a robot conversation.
    const { core, v: w, queued } = transferred();
    core.userClose(w, queued);
    const again = core.selectBigQueue(w, 'NB', 'webchat').session_id;
    expect(core.sessionList(w).some((s) => s.transferred_to === again)).toBe(false);
  });
});
