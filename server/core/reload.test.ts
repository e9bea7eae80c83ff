import { historicalMessage } from '@/lib/contract';
import { toHistorical } from '../wire/messages';
import { sessionSummary } from '../wire/views';
import { TRANSFER_WINDOW_MS } from './queue';
import { makeCore, visitor } from './testing/fixture';

// Issue #13 (3): what a reloaded page reads back from history must show what the live page did.

/** A visitor who talked to the robot and then asked for a person (SPEC §4 type 2). */
function transferred() {
  const f = makeCore();
  const v = visitor(f.core);
  const robot = f.core.robotStart(v).sessionId;
  f.core.sendFromVisitor(v, { kind: 'Text', text: '电脑开不了机' });
  f.clock.advance(1_000);
  f.core.robotClose(v);
  f.clock.advance(500);
  const queued = f.core.selectBigQueue(v, 'NB', 'webchat').sessionId;
  return { ...f, v, robot, queued };
}

describe('history after a reload', () => {
  it('keeps a notice’s details: the engineer who joined, who ended it', () => {
    const { core, v, queued } = transferred();
    core.accept('E1', queued);
    core.userClose(v, queued);
    const notices = core.sessionMessages(v, queued).messages.filter((m) => m.kind === 'Notice');
    expect(notices.map((m) => [m.text, m.notice])).toEqual([
      ['CreateSession', { engineer: { code: 'E1', name: '工程师E1', nickname: 'E1', avatar: '' } }],
      ['SessionClosed', { by: 'user' }],
    ]);
    // What the history answers in SPEC's words: the notice's type and details, as before.
    expect(notices.map(toHistorical).map((m) => [m.message_type, m.text, m.notice])).toEqual([
      [
        'Notice:CreateSession',
        null,
        {
          engineer_code: 'E1',
          engineer_name: '工程师E1',
          engineer_nickname: 'E1',
          engineer_img: '',
        },
      ],
      ['Notice:SessionClosed', null, { by: 'user' }],
    ]);
    // The contract lets the details through, and the engineer's transcript has them too.
    expect(historicalMessage.parse(toHistorical(notices[0]!)).notice).toMatchObject({
      engineer_name: '工程师E1',
    });
    expect(core.sessionMessages({ engineerCode: 'E1' }, queued).messages[0]?.notice).toMatchObject({
      engineer: { name: '工程师E1' },
    });
  });

  it('names the queue session a robot conversation handed the visitor to, queued or served', () => {
    const { core, v, robot, queued } = transferred();
    // What a reloaded page reads: the session list in SPEC's words (code 1 robot, 5 engineer).
    const list = () => core.sessionList(v).map(sessionSummary);
    // Queued: the queue session is not in the list yet, the robot conversation names it.
    expect(core.sessionList(v).map((s) => s.session.transferredTo)).toEqual([queued]);
    expect(list()).toEqual([
      expect.objectContaining({ id: robot, code: 1, transferred_to: queued }),
    ]);
    core.accept('E1', queued);
    expect(list()).toEqual([
      expect.objectContaining({ id: queued, code: 5 }),
      expect.objectContaining({ id: robot, code: 1, transferred_to: queued }),
    ]);
    expect(list()[0]).not.toHaveProperty('transferred_to');
    expect(core.sessionList(v)[0]?.session.transferredTo).toBeUndefined();
  });

  it('links no robot conversation that ended long before, or a queue joined directly', () => {
    const late = makeCore();
    const v = visitor(late.core);
    late.core.robotStart(v);
    late.core.robotClose(v);
    late.clock.advance(TRANSFER_WINDOW_MS + 1);
    late.core.selectBigQueue(v, 'NB', 'webchat');
    expect(late.core.sessionList(v)[0]?.session.transferredTo).toBeUndefined();

    // A cancelled queue session, then a second queue: the first never was a robot conversation.
    const { core, v: w, queued } = transferred();
    core.userClose(w, queued);
    const again = core.selectBigQueue(w, 'NB', 'webchat').sessionId;
    expect(core.sessionList(w).some((s) => s.session.transferredTo === again)).toBe(false);
  });
});
