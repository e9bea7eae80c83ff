/**
 * Calls (#18), apart from the screens (call.ts): the line a call leaves in the conversation
 * (`callLineZh`, with the conversation) and the console's call buttons (`callEntryZh`).
 */
/** The console's call buttons (they load with the console). */
export const callEntryZh = {
  start: { audio: '发起语音通话', video: '发起视频通话' },
  /** Why the buttons are off. */
  unavailable: '会话进行中、访客在线时才能通话',
  inCall: '正在通话中',
};

export const callEntryEn: typeof callEntryZh = {
  start: { audio: 'Start a voice call', video: 'Start a video call' },
  unavailable: 'Calls are possible in a live conversation with the visitor online',
  inCall: 'A call is under way',
};

export const callLineZh = {
  media: { audio: '语音通话', video: '视频通话' },
  completed: '{{media}} {{time}}',
  separator: '，',
  caller: {
    missed: '{{media}}，对方未接听',
    cancelled: '{{media}}，已取消',
    declined: '{{media}}，对方已拒绝',
    busy: '{{media}}，对方忙',
    failed: '{{media}}，未接通',
  },
  callee: {
    missed: '未接来电（{{media}}）',
    cancelled: '{{media}}，对方已取消',
    declined: '{{media}}，已拒绝',
    busy: '{{media}}，忙线未接',
    failed: '{{media}}，未接通',
  },
  /** A third party (/review) reads who called. */
  by: { user: '访客发起的{{line}}', engineer: '客服发起的{{line}}' },
  outcome: {
    missed: '未接听',
    cancelled: '呼叫方已取消',
    declined: '被拒绝',
    busy: '对方忙',
    failed: '未接通',
  },
};

export const callLineEn: typeof callLineZh = {
  media: { audio: 'Voice call', video: 'Video call' },
  completed: '{{media}} {{time}}',
  separator: ', ',
  caller: {
    missed: '{{media}}, no answer',
    cancelled: '{{media}}, cancelled',
    declined: '{{media}}, declined',
    busy: '{{media}}, busy',
    failed: '{{media}}, could not connect',
  },
  callee: {
    missed: '{{media}}, missed',
    cancelled: '{{media}}, caller hung up',
    declined: '{{media}}, you declined',
    busy: '{{media}}, you were busy',
    failed: '{{media}}, could not connect',
  },
  by: { user: '{{line}} (from the visitor)', engineer: '{{line}} (from the engineer)' },
  outcome: {
    missed: 'no answer',
    cancelled: 'cancelled by the caller',
    declined: 'declined',
    busy: 'busy',
    failed: 'could not connect',
  },
};
