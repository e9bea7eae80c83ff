import { HUMAN_SESSION_CODE, type SessionHistoryItem, toPastSession } from '@/lib/contract';
import { historyEngineer, sessionEngineer, transferredFrom } from './history-flow';

// The list's items as the server sends them, read as the widget keeps them.
const humanItem: SessionHistoryItem = {
  id: 's2',
  engineer_code: 'E1001',
  account: 'li.wei',
  name: '李伟',
  nickname: '小李',
  avatar: '/a.png',
  code: 5,
};
const human = toPastSession(humanItem);
const robot = toPastSession({ id: 's1', code: 1 });

describe('history flow (SPEC §9: code 5 uses the first session’s engineer)', () => {
  it('code 5 is the human session code', () => {
    expect(HUMAN_SESSION_CODE).toBe(5);
  });

  it('takes the engineer of the first (newest) session when its code is 5', () => {
    expect(historyEngineer([human, robot])).toEqual({
      code: 'E1001',
      name: '李伟',
      nickname: '小李',
      avatar: '/a.png',
    });
  });

  it('no engineer when the first session is a robot one, or there is none', () => {
    expect(historyEngineer([robot, human])).toBeUndefined();
    expect(historyEngineer([])).toBeUndefined();
    expect(historyEngineer([toPastSession({ ...humanItem, code: 4 })])).toBeUndefined();
  });

  it('signs a past session with its own engineer, else the first session’s', () => {
    const unnamed = toPastSession({ id: 's0', code: 5 });
    const older = toPastSession({ ...humanItem, id: 's3', name: '王芳', engineer_code: 'E1002' });
    expect(sessionEngineer(older, [human, older])?.name).toBe('王芳');
    expect(sessionEngineer(unnamed, [human, unnamed])?.name).toBe('李伟');
    expect(sessionEngineer(robot, [human, robot])).toBeUndefined();
  });

  it('finds the robot conversation a transfer started from, for the page after a reload', () => {
    const handedOver = { ...robot, transferredTo: 'q1' };
    // Queued: the queue session is not listed yet; served: it is, newest first.
    expect(transferredFrom([handedOver, human], 'q1')).toBe(handedOver);
    expect(transferredFrom([{ ...human, id: 'q1' }, handedOver], 'q1')).toBe(handedOver);
    expect(transferredFrom([robot, human], 'q1')).toBeUndefined();
    expect(transferredFrom([handedOver], 'q2')).toBeUndefined();
    expect(transferredFrom([], 'q1')).toBeUndefined();
  });
});
