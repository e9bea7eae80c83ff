import { callDuration, callLineText } from './call-line-text';
import type { CallLine } from './types';

const line = (over: Partial<CallLine> = {}): CallLine => ({
  callId: 'k1',
  media: 'video',
  caller: 'user',
  outcome: 'completed',
  durationSeconds: 133,
  ...over,
});

describe('a call’s line in a transcript', () => {
  it('counts minutes and seconds, and hours from an hour on', () => {
    expect(callDuration(0)).toBe('00:00');
    expect(callDuration(133)).toBe('02:13');
    expect(callDuration(3_599)).toBe('59:59');
    expect(callDuration(3_723)).toBe('1:02:03');
  });

  it('says what the call was and how it ended, in Chinese and in English', () => {
    expect(callLineText(line(), 'zh')).toBe('视频通话 02:13（访客呼叫）');
    expect(callLineText(line({ media: 'audio', caller: 'engineer' }), 'en')).toBe(
      'Voice call 02:13 (the engineer called)',
    );
    const outcomes = (['missed', 'declined', 'cancelled', 'busy', 'failed'] as const).map(
      (outcome) => [
        callLineText(line({ outcome, durationSeconds: 0 }), 'zh'),
        callLineText(line({ outcome, durationSeconds: 0 }), 'en'),
      ],
    );
    expect(outcomes).toEqual([
      ['未接视频通话（访客呼叫）', 'Missed video call (the visitor called)'],
      ['视频通话已拒绝（访客呼叫）', 'Video call declined (the visitor called)'],
      ['视频通话已取消（访客呼叫）', 'Video call cancelled (the visitor called)'],
      ['视频通话：对方忙（访客呼叫）', 'Video call: line busy (the visitor called)'],
      ['视频通话未接通（访客呼叫）', 'Video call could not connect (the visitor called)'],
    ]);
  });
});
