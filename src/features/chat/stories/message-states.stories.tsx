import type { Story, StoryDefault } from '@ladle/react';
import type { TFunction } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { demoToneUrl } from '@/components/audio-player/demo-tone';
import clip from '@/components/video-player/fixtures/demo-clip.webm';
import { create } from 'zustand';
import {
  Conversation,
  mergeMessage,
  patchMessage,
  removeMessage,
  TypingIndicator,
} from '@/features/chat';
import { EMOJI_FULL } from '@/lib/emoji';
import { createI18n } from '@/lib/i18n';
import type { ChatMessage, ChatMessageType } from '@/lib/contract';

export default {
  title: 'Features / Message rows',
} satisfies StoryDefault;

/**
 * Every message type in every send state, through the store reducers both sides use (message-list.ts) and the real
 * `Conversation` the visitor's screen renders: the visitor's own rows on the right (on their way,
 * uploading, failed with a reason and a retry, sent and unread, read), the engineer's or the
 * robot's on the left, and one long or hostile example of the type.
 */

/** 2024-05-01 09:30 in China: the rows sit on the visual test's day (10:00). */
const T0 = Date.UTC(2024, 4, 1, 1, 30);
const MINUTE = 60_000;

const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

const avatar = (character: string, colour: string) =>
  svg(
    `<circle cx="32" cy="32" r="32" fill="${colour}"/><text x="32" y="42" text-anchor="middle" font-family="sans-serif" font-size="28" fill="#fff">${character}</text>`,
    64,
    64,
  );

/** A small picture (a phone photo's thumbnail stands in): a laptop on a coloured ground. */
const picture = (colour: string, label: string) =>
  svg(
    `<rect width="96" height="64" fill="${colour}"/><g transform="scale(0.8)"><rect x="30" y="16" width="60" height="38" rx="3" fill="none" stroke="#fff" stroke-width="4"/><path d="M20 60h80l-6 8H26z" fill="#fff"/><text x="60" y="40" text-anchor="middle" font-family="sans-serif" font-size="12" fill="#fff">${label}</text></g>`,
    96,
    64,
  );

/** A panorama far wider than a bubble: the thumbnail crops it. */
const PANORAMA = svg(
  `<defs><linearGradient id="g"><stop offset="0" stop-color="#1677ff"/><stop offset="1" stop-color="#e2231a"/></linearGradient></defs><rect width="4000" height="300" fill="url(#g)"/>`,
  4000,
  300,
);
/** Bytes that are not a picture, a recording or a video: what a broken upload leaves. */
const BROKEN_IMAGE = 'data:image/png;base64,bm90LWFuLWltYWdl';
const BROKEN_AUDIO = 'data:audio/wav;base64,bm90LWF1ZGlv';
const BROKEN_VIDEO = 'data:video/mp4;base64,bm90LWEtdmlkZW8=';
const VOICE = demoToneUrl(8);
const LONG_VOICE = demoToneUrl(59, 180);

const ENGINEER = {
  authorRole: 'engineer',
  isEngineer: true,
  authorName: '王工程师',
  avatar: avatar('王', '#e2231a'),
  engineerCode: 'E1001',
} as const;
const VISITOR = {
  authorRole: 'user',
  isEngineer: false,
  authorName: '张先生',
  avatar: '',
} as const;
const ROBOT = {
  authorRole: 'robot',
  isEngineer: false,
  authorName: '小威',
  avatar: avatar('威', '#e2231a'),
} as const;

type Who = Pick<
  ChatMessage,
  'authorRole' | 'isEngineer' | 'authorName' | 'avatar' | 'engineerCode'
>;
type Row = Partial<ChatMessage> & { type: ChatMessageType };

/** A state of a message, as the store holds it at that moment. */
type State = 'presending' | 'uploading' | 'error' | 'unread' | 'read';

let order = 0;

/** The story's conversation, merged as a side's store merges it. */
const useRows = create<{ rows: ChatMessage[]; typing: string | undefined }>(() => ({
  rows: [],
  typing: undefined,
}));
const append = (row: ChatMessage) => useRows.setState((s) => ({ rows: mergeMessage(s.rows, row) }));

/**
 * A message the server has (a seq and an id): sent and unread or read; the
 * other side's rows always read. Rows still on their way have no server id: the store keeps
 * them last, in the order they were written, as the sender does.
 */
function message(who: Who, row: Row, state: State = 'read', reason?: string): ChatMessage {
  order += 1;
  const at = T0 + order * MINUTE;
  const pending = state === 'presending' || state === 'uploading' || state === 'error';
  return {
    id: `row-${order}`,
    ...(pending ? {} : { serverId: `m-${order}`, seq: order }),
    sessionId: 'story-session',
    ...who,
    sentAt: at,
    timestamp: at,
    error: state === 'error' ? 'error' : pending ? 'presending' : '',
    read: state !== 'unread',
    ...(state === 'uploading' && { progress: 0.4 }),
    ...(state === 'error' && reason && { reason }),
    ...row,
  };
}

const isVisitor = (m: ChatMessage) => m.authorRole === 'user';
const isService = (m: ChatMessage) => m.authorRole === 'engineer';
/** What the sender does on retry (the row goes back to on its way) and on cancel (it goes). */
const retry = (id: string) =>
  useRows.setState((s) => ({
    rows: patchMessage(s.rows, id, { error: 'presending', reason: undefined }),
  }));
const cancel = (id: string) => useRows.setState((s) => ({ rows: removeMessage(s.rows, id) }));

const Column = styled.div<{ $width: number }>`
  display: flex;
  flex-direction: column;
  height: 100vh;
  max-width: ${({ $width }) => $width}px;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.background};
`;

const Chat = styled(Conversation)`
  flex: 1;
`;

interface StageProps {
  /** The conversation, worded in the reader's language. */
  rows: (t: TFunction) => ChatMessage[];
  /** Whose rows are the reader's own. @default the visitor's */
  isOwn?: (m: ChatMessage) => boolean;
  /** The engineer in the conversation is typing (the visitor's screen shows it under the log). */
  typing?: string;
  /** How wide the conversation may grow. @default 560 */
  width?: number;
}

/**
 * A list of more than three rows opens at its newest row, and the list hides for a moment while
 * it scrolls there (MessageList's OPEN_IN_PLACE_MAX_ROWS): the story opens with the first two
 * messages in the store, as a conversation starts, and the rest arrive once it shows.
 */
const FIRST = 2;

/** The conversation the story's store holds, rendered as the visitor's screen renders it. */
function Stage({ rows, isOwn = isVisitor, typing, width = 560 }: StageProps) {
  const { t } = useTranslation();
  const [later] = useState(() => {
    useRows.setState({ rows: [], typing: undefined });
    order = 0;
    const all = rows(t);
    for (const row of all.slice(0, FIRST)) append(row);
    return all.slice(FIRST);
  });
  useEffect(() => {
    for (const row of later) append(row);
    if (typing) useRows.setState({ typing });
  }, [later, typing]);
  const messages = useRows((s) => s.rows);
  const typingName = useRows((s) => s.typing);
  return (
    <Column $width={width}>
      <Chat
        messages={messages}
        isOwn={isOwn}
        emoji={EMOJI_FULL}
        onRetry={retry}
        onCancelUpload={cancel}
      />
      {typingName && <TypingIndicator active name={typingName} />}
    </Column>
  );
}

const reasons = (t: TFunction) => ({
  network: t('errors.catalogue.network'),
  upload: t('errors.catalogue.upload_failed'),
  fast: t('errors.reasons.rate_limited'),
  tooLarge: t('errors.reasons.image_too_large', { mb: 10 }),
});

const text = (body: string): Row => ({ type: 'Text', text: body });

/**
 * Text with emoji codes (/::) and [微笑] draw faces; /:smile is no code of the face table and
 * stays text) and links, in every state; a hostile body among them.
 */
export const Text: Story = () => (
  <Stage
    rows={(t) => [
      message(ENGINEER, text('您好 /::) 驱动见 https://support.lenovo.com.cn/drivers')),
      message(VISITOR, text('好的，谢谢 [微笑] 我这就去下载。'), 'read'),
      message(VISITOR, text('装好了 /::D 重启后 Wi-Fi 正常了。'), 'unread'),
      message(
        ENGINEER,
        text(
          `<img src=x onerror="alert(1)"> 不是图片，javascript:alert(1) 不是链接，/:smile 不是表情。${'很长'.repeat(8)}${'x'.repeat(40)}`,
        ),
      ),
      message(VISITOR, text('电池还能保修吗？[微笑]'), 'presending'),
      message(
        VISITOR,
        text('发票抬头见 https://invoice.example.com/a?b=1 /::)'),
        'error',
        reasons(t).network,
      ),
    ]}
  />
);

/** Pictures: on their way, uploading (40 %), failed, sent, read; a broken one and a panorama. */
export const Image: Story = () => (
  <Stage
    rows={(t) => [
      message(ENGINEER, { type: 'Image', imageUrl: picture('#1677ff', '示意图') }),
      message(VISITOR, { type: 'Image', imageUrl: picture('#13a8a8', '蓝屏') }, 'read'),
      message(VISITOR, { type: 'Image', imageUrl: PANORAMA }, 'unread'),
      message(ENGINEER, { type: 'Image', imageUrl: BROKEN_IMAGE }),
      message(VISITOR, { type: 'Image', imageUrl: picture('#722ed1', '序列号') }, 'uploading'),
      message(VISITOR, { type: 'Image', imageUrl: picture('#fa8c16', '电源') }, 'presending'),
      message(
        VISITOR,
        { type: 'Image', imageUrl: picture('#52616b', '底部') },
        'error',
        reasons(t).tooLarge,
      ),
    ]}
  />
);

/** Voice notes: the engineer's, the visitor's in each state; a broken recording and a long one. */
export const Voice: Story = () => (
  <Stage
    rows={(t) => [
      message(ENGINEER, { type: 'Voice', mediaUrl: VOICE }),
      message(VISITOR, { type: 'Voice', mediaUrl: VOICE }, 'read'),
      message(VISITOR, { type: 'Voice', mediaUrl: LONG_VOICE }, 'unread'),
      message(ENGINEER, { type: 'Voice', mediaUrl: BROKEN_AUDIO }),
      message(VISITOR, { type: 'Voice', mediaUrl: VOICE }, 'presending'),
      message(VISITOR, { type: 'Voice', mediaUrl: VOICE }, 'error', reasons(t).upload),
    ]}
  />
);

/**
 * Videos: the engineer's, one that cannot be played, and the visitor's in each state. In a
 * narrow panel (368 px, as the widget's): its players are 240 x 135 px from the first frame
 * (in a wider one a player grows once its video's size is known, and the list moves).
 */
export const Video: Story = () => (
  <Stage
    width={368}
    rows={(t) => [
      message(ENGINEER, { type: 'Video', mediaUrl: BROKEN_VIDEO }),
      message(ENGINEER, { type: 'Video', mediaUrl: clip }),
      message(VISITOR, { type: 'Video', mediaUrl: clip }, 'read'),
      message(VISITOR, { type: 'Video', mediaUrl: clip }, 'unread'),
      message(VISITOR, { type: 'Video', mediaUrl: clip }, 'presending'),
      message(VISITOR, { type: 'Video', mediaUrl: clip }, 'error', reasons(t).upload),
    ]}
  />
);

const file = (name: string, size: number, media: string, url = ''): Row => ({
  type: 'File',
  content: { name, size, url, media },
});

/** Files: uploading (40 %) with cancel, failed with retry, sent, read; a hostile file name. */
export const File: Story = () => (
  <Stage
    rows={(t) => [
      message(
        ENGINEER,
        file('维修检测报价单-WX73104582.pdf', 45_646, 'pdf', '/static/demo/repair-quote.pdf'),
      ),
      message(
        VISITOR,
        file('购机发票.pdf', 182_400, 'pdf', '/static/demo/repair-quote.pdf'),
        'read',
      ),
      message(
        VISITOR,
        file('系统日志.zip', 3_481_200, 'zip', '/static/demo/repair-quote.pdf'),
        'unread',
      ),
      message(
        ENGINEER,
        file(
          `${'非常长的文件名'.repeat(8)}<script>alert(1)</script>\u202Egnp.exe`,
          2_147_483_648,
          'exe',
          'javascript:alert(1)',
        ),
      ),
      message(VISITOR, file('蓝屏转储.dmp', 1_048_576, 'dmp'), 'uploading'),
      message(VISITOR, file('保修卡.jpg.pdf', 96_000, 'pdf'), 'presending'),
      message(VISITOR, file('检测报告.docx', 24_800, 'docx'), 'error', reasons(t).upload),
    ]}
  />
);

const answer = (body: string, extras: NonNullable<ChatMessage['robot']>): Row => ({
  ...text(body),
  robot: extras,
});

/** The robot's answers with articles, suggestions and the transfer; the visitor's questions in each state. */
export const RobotAnswer: Story = () => (
  <Stage
    rows={(t) => [
      message(VISITOR, text('电脑开机黑屏'), 'read'),
      message(
        ROBOT,
        answer('为您找到以下内容，看看能否解决：', {
          articles: [{ id: 'a1', title: '笔记本开机黑屏怎么办？' }],
          suggestions: ['开机有风扇声但不显示'],
          transfer: true,
        }),
      ),
      message(VISITOR, text('还是不行'), 'unread'),
      message(
        ROBOT,
        answer('以下内容可能相关：', {
          articles: [
            {
              id: 'a3',
              title: `<img src=x onerror=alert(1)>${'很长的文章标题'.repeat(3)}`,
            },
          ],
          suggestions: [`${'连着的长问题'.repeat(3)}${'x'.repeat(24)}`],
          transfer: false,
        }),
      ),
      message(VISITOR, text('转人工'), 'presending'),
      message(VISITOR, text('怎么预约上门维修？'), 'error', reasons(t).fast),
    ]}
  />
);

const notice = (type: string, data: Record<string, unknown> = {}): Row => ({
  type: 'Notice',
  notice: { type, data },
});
const SYSTEM = {
  authorRole: 'robot',
  isEngineer: false,
  authorName: 'system',
  avatar: '',
} as const;

/** System lines: an engineer joined, a supervisor's whisper, the session closed or timed out. */
export const Notices: Story = () => (
  <Stage
    rows={() => [
      message(VISITOR, text('我要转人工'), 'read'),
      message(SYSTEM, notice('CreateSession', { engineer_name: '王工程师' })),
      message(ENGINEER, text('您好，我是王工程师，请问有什么可以帮您？')),
      message(SYSTEM, notice('Whisper', { engineer_name: '演示工程师', text: '先确认保修状态' })),
      message(VISITOR, text('电池鼓包了'), 'unread'),
      message(SYSTEM, notice('SessionClosed')),
      message(SYSTEM, notice('Timeout')),
      message(
        SYSTEM,
        notice('CreateSession', {
          engineer_name: `<b>${'很长的工程师名字'.repeat(6)}</b>\u202E`,
        }),
      ),
    ]}
  />
);

/** The engineer is typing: the indicator under the conversation, as the visitor's screen shows it. */
export const Typing: Story = () => (
  <Stage
    typing="王工程师"
    rows={() => [
      message(SYSTEM, notice('CreateSession', { engineer_name: '王工程师' })),
      message(ENGINEER, text('您好，请问电脑的序列号是多少？')),
      message(VISITOR, text('PF4K7Q2M'), 'read'),
      message(VISITOR, text('在机器底部的标签上 [微笑]'), 'unread'),
    ]}
  />
);

/** Typing under a long, hostile engineer name (it wraps under the conversation). */
export const TypingLongName: Story = () => (
  <Stage
    typing={`<img src=x onerror=alert(1)>${'很长的工程师名字'.repeat(8)}`}
    rows={() => [
      message(ENGINEER, text('稍等，我查一下保修记录。')),
      message(VISITOR, text('好的'), 'read'),
    ]}
  />
);

/** The engineer's side (the console and the review read rows this way): their rows carry the states. */
export const EngineerSide: Story = () => (
  <Stage
    isOwn={isService}
    rows={(t) => [
      message(VISITOR, text('我的笔记本蓝屏了 [微笑]')),
      message(ENGINEER, text('您好 /::) 请拍一下蓝屏画面。'), 'read'),
      message(
        ENGINEER,
        file('驱动安装说明.pdf', 82_000, 'pdf', '/static/demo/repair-quote.pdf'),
        'unread',
      ),
      message(ENGINEER, { type: 'Image', imageUrl: picture('#1677ff', '步骤') }, 'uploading'),
      message(ENGINEER, text('请按图中步骤操作。'), 'presending'),
      message(ENGINEER, text('收到请回复。'), 'error', reasons(t).network),
    ]}
  />
);

const english = createI18n('en');

function InEnglish({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={english}>{children}</I18nextProvider>;
}

/** In English: the states and reasons in the reader's language (people's words stay theirs). */
export const English: Story = () => (
  <InEnglish>
    <Stage
      rows={(t) => [
        message(
          ENGINEER,
          text('Hello /::) the driver guide is at https://support.lenovo.com/drivers'),
        ),
        message(VISITOR, text('Thanks [微笑]'), 'read'),
        message(
          VISITOR,
          file('invoice.pdf', 182_400, 'pdf', '/static/demo/repair-quote.pdf'),
          'unread',
        ),
        message(VISITOR, file('crash-dump.dmp', 1_048_576, 'dmp'), 'uploading'),
        message(VISITOR, text('Is the battery covered?'), 'presending'),
        message(VISITOR, text('Can you call me?'), 'error', reasons(t).network),
      ]}
    />
  </InEnglish>
);
