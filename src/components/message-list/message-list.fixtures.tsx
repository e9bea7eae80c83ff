// Demo data and a demo bubble for the stories and the bench. Not part of the public API.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatDate } from '@/lib/format';

export interface DemoMessage {
  id: string;
  timestamp: number;
  from: 'me' | 'agent';
  text: string;
  /** Optimistic states of the reader's own messages. */
  status?: 'sending' | 'failed';
  /** A picture that arrives `loadAfterMs` after the row renders, so the row grows. */
  image?: { src: string; alt: string; loadAfterMs: number };
}

const AGENT_LINES = [
  '您好，请问有什么可以帮您？',
  '请提供一下您的主机编号（S/N），我帮您查询保修状态。',
  '好的，已为您查询到该设备仍在保修期内。',
  '建议您先尝试以下步骤：1. 关机并拔掉电源适配器；2. 长按电源键 10 秒释放静电；3. 重新接通电源后开机。如果问题依旧，我们可以为您安排上门检测，工程师会在 24 小时内与您联系确认时间。',
  '稍等，我帮您确认一下备件库存。',
  '收到，还有其他问题吗？',
];
const MY_LINES = [
  '电脑开机后屏幕一直黑屏',
  '好的',
  'S/N 是 PF3ABC12',
  '已经试过了，还是不行。风扇在转，但是屏幕没有任何显示，键盘灯也是亮的，外接显示器也没有信号。',
  '谢谢！',
  '上门检测需要收费吗？',
];

/** Small deterministic generator, so stories and bench runs look the same every time. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` messages of mixed length ending at `end`, `spacingMs` apart. Ids are `${prefix}${n}`. */
export function makeConversation(
  count: number,
  { end = Date.now(), spacingMs = 90_000, seed = 7, prefix = 'm', firstNumber = 0 } = {},
): DemoMessage[] {
  const random = seeded(seed + firstNumber);
  return Array.from({ length: count }, (_, i) => {
    const mine = random() < 0.45;
    const lines = mine ? MY_LINES : AGENT_LINES;
    return {
      id: `${prefix}${firstNumber + i}`,
      timestamp: end - (count - 1 - i) * spacingMs,
      from: mine ? 'me' : 'agent',
      text: lines[Math.floor(random() * lines.length)]!,
    };
  });
}

/** A tinted placeholder picture as an SVG data URL (no network in stories). */
export function demoPicture(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><rect width="240" height="160" fill="hsl(${hue},45%,80%)"/><circle cx="120" cy="80" r="36" fill="hsl(${hue},45%,60%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const Row = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
`;

const Bubble = styled.div<{ $mine: boolean }>`
  max-width: 78%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.bubbleSelf : theme.colors.bubblePeer)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.bubbleSelfText : theme.colors.bubblePeerText)};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  line-height: ${({ theme }) => theme.font.lineHeights.normal};
  overflow-wrap: anywhere;
  img {
    display: block;
    max-width: 100%;
    margin-top: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Meta = styled.span`
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;

function LatePicture({ image }: { image: NonNullable<DemoMessage['image']> }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), image.loadAfterMs);
    return () => clearTimeout(timer);
  }, [image.loadAfterMs]);
  return shown ? <img src={image.src} alt={image.alt} /> : null;
}

const STATUS_TEXT = { sending: '发送中…', failed: '发送失败' } as const;

/** A plain chat bubble; the list itself knows nothing about it. */
export function DemoBubble({ message }: { message: DemoMessage }) {
  const mine = message.from === 'me';
  const meta = message.status
    ? STATUS_TEXT[message.status]
    : formatDate(message.timestamp, 'HH:mm');
  return (
    <Row $mine={mine}>
      <Bubble $mine={mine}>
        {message.text}
        {message.image ? <LatePicture image={message.image} /> : null}
      </Bubble>
      <Meta>{meta}</Meta>
    </Row>
  );
}

export const isMine = (message: DemoMessage) => message.from === 'me';
export const isSending = (message: DemoMessage) => message.status !== undefined;
