import { isRobotSession, visitorStatus, type VisitorStatusInput } from './visitor-status';

const base: VisitorStatusInput = {
  connecting: false,
  failed: false,
  starting: false,
  queued: false,
  engineer: undefined,
  sessionId: undefined,
};
const wang = { name: '王工' };

describe('visitorStatus (the status line, SPEC §4)', () => {
  it.each<[string, Partial<VisitorStatusInput>, ReturnType<typeof visitorStatus>]>([
    [
      'still connecting, whatever else is known',
      { connecting: true, failed: true, sessionId: 's' },
      { kind: 'connecting' },
    ],
    ['a failed start', { failed: true, sessionId: 's' }, { kind: 'unavailable' }],
    [
      'a transfer on its way',
      { starting: true, queued: true, sessionId: 's' },
      { kind: 'transferring' },
    ],
    ['in the queue', { queued: true, engineer: wang, sessionId: 's' }, { kind: 'queueing' }],
    ['an engineer', { engineer: wang, sessionId: 's' }, { kind: 'engineer', name: '王工' }],
    ['the robot', { sessionId: 's' }, { kind: 'robot' }],
    ['no conversation', {}, { kind: 'ended' }],
  ])('%s', (_name, state, expected) => {
    expect(visitorStatus({ ...base, ...state })).toEqual(expected);
  });

  it('offers 转人工 only while the robot talks', () => {
    expect(isRobotSession({ sessionId: 's', queued: false, engineer: undefined })).toBe(true);
    expect(isRobotSession({ sessionId: 's', queued: true, engineer: undefined })).toBe(false);
    expect(isRobotSession({ sessionId: 's', queued: false, engineer: wang })).toBe(false);
    expect(isRobotSession({ sessionId: undefined, queued: false, engineer: undefined })).toBe(
      false,
    );
  });
});
