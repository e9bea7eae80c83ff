import type { Story, StoryDefault } from '@ladle/react';
import styled from 'styled-components';
import { CALL_FIXTURES, FIXTURE_CONNECTED_AT } from '@/components/call/call-fixtures';
import { CallScreen, StillClock } from '@/components/call';
import { Conversation } from '@/features/chat';
import { CALL_NOTICE, type CallRecord, type ChatMessage } from '@/lib/contract';

export default {
  title: 'Features / Call / Lines',
} satisfies StoryDefault;

/** 2024-05-01 09:30 in China: on the visual test's day. */
const T0 = Date.UTC(2024, 4, 1, 1, 30);
const MINUTE = 60_000;

function row(id: number, part: Partial<ChatMessage>): ChatMessage {
  return {
    id: `m-${id}`,
    serverId: `m-${id}`,
    seq: id,
    type: 'Text',
    isEngineer: false,
    authorRole: 'user',
    avatar: '',
    authorName: '访客',
    sentAt: T0 + id * MINUTE,
    timestamp: T0 + id * MINUTE,
    error: '',
    read: true,
    ...part,
  };
}

const line = (id: number, call: Omit<CallRecord, 'call_id'>): ChatMessage =>
  row(id, {
    type: 'Notice',
    authorRole: 'robot',
    authorName: 'system',
    notice: { type: CALL_NOTICE, data: { call: { call_id: `c-${id}`, ...call } } },
  });

/** Every kind of line, from both callers: who reads it decides its words. */
const ROWS: ChatMessage[] = [
  row(1, { text: '您好，我的笔记本开不了机，可以视频看一下吗？' }),
  row(2, {
    text: '可以的，我给您打个视频电话。',
    isEngineer: true,
    authorRole: 'engineer',
    authorName: '李工程师',
  }),
  line(3, { media: 'video', caller: 'engineer', outcome: 'missed', duration_seconds: 0 }),
  line(4, { media: 'video', caller: 'user', outcome: 'cancelled', duration_seconds: 0 }),
  line(5, { media: 'video', caller: 'engineer', outcome: 'completed', duration_seconds: 133 }),
  line(6, { media: 'audio', caller: 'user', outcome: 'declined', duration_seconds: 0 }),
  line(7, { media: 'audio', caller: 'user', outcome: 'busy', duration_seconds: 0 }),
  line(8, { media: 'audio', caller: 'user', outcome: 'failed', duration_seconds: 0 }),
  line(9, { media: 'audio', caller: 'user', outcome: 'completed', duration_seconds: 3723 }),
];

const Column = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
  max-width: 560px;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.background};
`;

const Chat = styled(Conversation)`
  flex: 1;
`;

const own = (client: string) => (m: ChatMessage) => m.authorRole === client;

/** The visitor's conversation: their calls read as the caller's, the engineer's as missed etc. */
export const VisitorSide: Story = () => (
  <Column>
    <Chat messages={ROWS} isOwn={own('user')} viewer="user" />
  </Column>
);

/** The same calls on the console. */
export const EngineerSide: Story = () => (
  <Column>
    <Chat messages={ROWS} isOwn={own('engineer')} viewer="engineer" />
  </Column>
);

/** /review reads who called. */
export const ReviewSide: Story = () => (
  <Column>
    <Chat messages={ROWS} isOwn={own('user')} />
  </Column>
);

const noop = () => {};
const actions = {
  accept: noop,
  decline: noop,
  cancel: noop,
  hangUp: noop,
  toggleMute: noop,
  toggleCamera: noop,
  toggleSpeaker: noop,
  switchCamera: noop,
  minimise: noop,
  restore: noop,
  dismiss: noop,
};

/** A minimised call over the conversation, which stays usable under it. */
function MinimisedStage() {
  // The call's clock stands 2 min 13 s after the fixture's connection: it reads 02:13.
  return (
    <Column>
      <Chat messages={ROWS} isOwn={own('user')} viewer="user" />
      <StillClock value={FIXTURE_CONNECTED_AT + 133_000}>
        <CallScreen view={CALL_FIXTURES.minimised} actions={actions} />
      </StillClock>
    </Column>
  );
}

export const MinimisedOverConversation: Story = () => <MinimisedStage />;
