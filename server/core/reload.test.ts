import { historicalMessage } from '@/lib/contract';
import { toHistorical } from '../wire/messages';
import { sessionSummary } from '../wire/views';
import { TRANSFER_WINDOW_MS } from './queue';
import { makeCore, visitor } from '../testing/core-fixture';

// Issue #13 (3): what a reloaded page reads back from history must show what the live page did.

/** A visitor who talked to the robot and then asked for a person (SPEC §4 type 2). */
async function transferred() {
  const f = await makeCore();
  const v = await visitor(f.core);
  const robot = (await f.core.robotStart(v)).sessionId;
  await f.core.sendFromVisitor(v, { kind: 'Text', text: '电脑开不了机' });
  await f.clock.advance(1_000);
  await f.core.robotClose(v);
  await f.clock.advance(500);
  const queued = (await f.core.selectBigQueue(v, 'NB', 'webchat')).sessionId;
  return { ...f, v, robot, queued };
}

describe('history after a reload', () => {
  it('keeps a notice’s details: the engineer who joined, who ended it', async () => {
    const { core, v, queued } = await transferred();
    await core.accept('E1', queued);
    await core.userClose(v, queued);
    const notices = (await core.sessionMessages(v, queued)).messages.filter(
      (m) => m.kind === 'Notice',
    );
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
    expect(
      (await core.sessionMessages({ engineerCode: 'E1' }, queued)).messages[0]?.notice,
    ).toMatchObject({
      engineer: { name: '工程师E1' },
    });
  });

  it('names the queue session a robot conversation handed the visitor to, queued or served', async () => {
    const { core, v, robot, queued } = await transferred();
    // What a reloaded page reads: the session list in SPEC's words (code 1 robot, 5 engineer).
    const list = async () => (await core.sessionList(v)).map(sessionSummary);
    // Queued: the queue session is not in the list yet, the robot conversation names it.
    expect((await core.sessionList(v)).map((s) => s.session.transferredTo)).toEqual([queued]);
    expect(await list()).toEqual([
      expect.objectContaining({ id: robot, code: 1, transferred_to: queued }),
    ]);
    await core.accept('E1', queued);
    expect(await list()).toEqual([
      expect.objectContaining({ id: queued, code: 5 }),
      expect.objectContaining({ id: robot, code: 1, transferred_to: queued }),
    ]);
    expect((await list())[0]).not.toHaveProperty('transferred_to');
    expect((await core.sessionList(v))[0]?.session.transferredTo).toBeUndefined();
  });

  it('links no robot conversation that ended long before, or a queue joined directly', async () => {
    const late = await makeCore();
    const v = await visitor(late.core);
    await late.core.robotStart(v);
    await late.core.robotClose(v);
    await late.clock.advance(TRANSFER_WINDOW_MS + 1);
    await late.core.selectBigQueue(v, 'NB', 'webchat');
    expect((await late.core.sessionList(v))[0]?.session.transferredTo).toBeUndefined();

    // A cancelled queue session, then a second queue: the first never was a robot conversation.
    const { core, v: w, queued } = await transferred();
    await core.userClose(w, queued);
    const again = (await core.selectBigQueue(w, 'NB', 'webchat')).sessionId;
    expect((await core.sessionList(w)).some((s) => s.session.transferredTo === again)).toBe(false);
  });
});
