import { serverFrame, type ServerFrame } from '@/lib/contract';
import { makeCore, visitor } from '../testing/core-fixture';

type QueueFrame = Extract<ServerFrame, { type: 'queue' }>;
const queueFrames = (frames: ServerFrame[]) =>
  frames.filter((f): f is QueueFrame => f.type === 'queue');

/** E1 and E2 serve NB (E2 also DT), E3 serves SRV; every console and the visitor listen. */
async function centre() {
  const made = await makeCore();
  const inbox = {
    E1: made.listen('E1'),
    E2: made.listen('E2'),
    E3: made.listen('E3'),
  };
  return { ...made, inbox };
}

describe('the queue frame (#18 item 3): consoles are told, not polling', () => {
  it('tells every engineer of the skill that a visitor entered, with the console’s row; nobody else', async () => {
    const { core, clock, inbox, listen } = await centre();
    await clock.advance(60_000);
    const v = await visitor(core);
    const own = listen(v.cubeUid);
    const { sessionId: session_id } = await core.selectBigQueue(v, 'NB', 'webchat');

    for (const frames of [inbox.E1, inbox.E2]) {
      expect(queueFrames(frames)).toEqual([
        {
          type: 'queue',
          event: 'entered',
          skill: 'NB',
          session_id,
          visitor: expect.objectContaining({
            session_id,
            cube_uid: v.cubeUid,
            queue_code: 'NB',
            position: 1,
            waiting_since: '2026-11-21T02:01:00.000Z',
          }),
        },
      ]);
      // What the socket sends is the contract's frame.
      expect(serverFrame.safeParse(queueFrames(frames)[0]).success).toBe(true);
    }
    expect(queueFrames(inbox.E3)).toEqual([]);
    expect(queueFrames(own)).toEqual([]);
  });

  it('sends the row again with the visitor’s first words, and the same row the waiting call lists', async () => {
    const { core, inbox } = await centre();
    const v = await visitor(core);
    const { sessionId } = await core.selectBigQueue(v, 'NB', 'webchat');
    await core.sendFromVisitor(v, { kind: 'Text', text: '屏幕闪烁' });
    await core.sendFromVisitor(v, { kind: 'Text', text: '还在吗' });
    const entered = queueFrames(inbox.E1).filter((f) => f.event === 'entered');
    expect(entered.map((f) => f.visitor?.first_message)).toEqual([undefined, '屏幕闪烁']);
    const [listed] = await core.waiting('E1');
    expect(listed).toMatchObject({ session: { id: sessionId }, firstLine: '屏幕闪烁' });
  });

  it('puts no visitor’s token or contact on the bus (a cluster’s Redis carries the row)', async () => {
    const { core } = await centre();
    const v = await visitor(core);
    const events: unknown[] = [];
    core.bus.subscribe('E1', (event) => void events.push(event));
    await core.selectBigQueue(v, 'NB', 'webchat');
    const row = (events[0] as { row: { visitor: object } }).row;
    expect(Object.keys(row.visitor).sort()).toEqual(['avatar', 'nickname']);
    expect(JSON.stringify(events)).not.toContain(v.token);
  });

  it('tells a visitor who asked for an engineer by name only to that engineer', async () => {
    const { core, inbox } = await centre();
    const v = await visitor(core);
    const { sessionId } = await core.selectPersonal(v, 'NB', 'E2', 'webchat');
    expect(queueFrames(inbox.E2).map((f) => [f.event, f.session_id])).toEqual([
      ['entered', sessionId],
    ]);
    expect(queueFrames(inbox.E1)).toEqual([]);
    await core.accept('E2', sessionId);
    expect(queueFrames(inbox.E2).at(-1)).toMatchObject({ event: 'accepted', by: 'E2' });
    expect(queueFrames(inbox.E1)).toEqual([]);
  });

  it('tells every engineer of the skill, the one who accepted too, who took the visitor', async () => {
    const { core, inbox, listen } = await centre();
    const v = await visitor(core);
    const { sessionId } = await core.selectBigQueue(v, 'NB', 'webchat');
    const own = listen(v.cubeUid);
    await core.accept('E2', sessionId);
    for (const frames of [inbox.E1, inbox.E2]) {
      expect(queueFrames(frames).at(-1)).toEqual({
        type: 'queue',
        event: 'accepted',
        skill: 'NB',
        session_id: sessionId,
        by: 'E2',
      });
    }
    expect(queueFrames(inbox.E3)).toEqual([]);
    expect(queueFrames(own)).toEqual([]);
  });

  it('tells the skill’s engineers that a visitor gave up waiting, and not a closed conversation', async () => {
    const { core, inbox } = await centre();
    const v = await visitor(core);
    const { sessionId } = await core.selectBigQueue(v, 'NB', 'webchat');
    await core.userClose(v, sessionId);
    expect(queueFrames(inbox.E1).map((f) => f.event)).toEqual(['entered', 'left']);
    expect(queueFrames(inbox.E2).at(-1)).toEqual({
      type: 'queue',
      event: 'left',
      skill: 'NB',
      session_id: sessionId,
    });
    // A conversation already accepted leaves no queue: its end says nothing to the queue.
    const w = await visitor(core);
    const second = await core.selectBigQueue(w, 'NB', 'webchat');
    await core.accept('E1', second.sessionId);
    const before = queueFrames(inbox.E2).length;
    await core.closeByEngineer('E1', second.sessionId);
    expect(queueFrames(inbox.E2)).toHaveLength(before);
    expect(queueFrames(inbox.E3)).toEqual([]);
  });

  it('says nothing when a queued visitor selects the queue again', async () => {
    const { core, inbox } = await centre();
    const v = await visitor(core);
    await core.selectBigQueue(v, 'NB', 'webchat');
    await core.selectBigQueue(v, 'NB', 'webchat');
    expect(queueFrames(inbox.E1)).toHaveLength(1);
  });
});
