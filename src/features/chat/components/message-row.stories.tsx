import type { Story } from '@ladle/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { ImageViewerRoot } from '@/components/image-viewer/root';
import { EMOJI_FULL } from '@/lib/emoji';
import { MessageRow } from './message-row';
import type { ChatMessage } from '@/lib/contract';

/** What tests/e2e/hostile-render.e2e.ts calls (window.renderMessageBodies) for the next batch. */
type RenderBodies = (bodies: readonly string[]) => Promise<void>;
const RENDER_HOOK = 'renderMessageBodies';

const Column = styled.div`
  max-width: 560px;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** Untrusted text as people send it: markup, script URLs, bidi overrides, very long words. */
const SAMPLE: readonly string[] = [
  '<img src=x onerror="alert(1)"> 这段不是图片，只是文字',
  '<script>alert(1)</script> 也不会运行',
  '点这里 javascript:alert(1) 不是链接，https://support.example.com/a?b=1 才是',
  '\u202Egnp.exe 文件名反转了',
  `连着的长词：${'很长'.repeat(60)}${'x'.repeat(300)}`,
  '表情 /:smile [微笑] /:unknowncode [不存在]',
  '👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦🏳️‍🌈🇨🇳👍🏽',
];

const T0 = Date.UTC(2024, 4, 1, 2, 0);

/**
 * A body shown everywhere a message carries text: as the text, and every tenth time as a file
 * name, a robot's suggestion and article title, or the author's name.
 */
function toMessage(body: string, i: number, batch: number): ChatMessage {
  const fromEngineer = i % 2 === 1;
  const message: ChatMessage = {
    id: `b${batch}-${i}`,
    type: 'Text',
    isEngineer: fromEngineer,
    authorRole: fromEngineer ? 'engineer' : 'user',
    avatar: '',
    authorName: i % 10 === 7 ? body : fromEngineer ? '王工程师' : '访客',
    sentAt: T0 + i * 60_000,
    timestamp: T0 + i * 60_000,
    text: body,
    error: '',
    read: true,
  };
  if (i % 10 === 5)
    return {
      ...message,
      type: 'File',
      text: undefined,
      content: { name: body, size: 1234 + i, url: '', media: 'pdf' },
    };
  if (i % 10 === 3)
    return {
      ...message,
      authorRole: 'robot',
      robot: { articles: [{ id: `a${i}`, title: body }], suggestions: [body], transfer: true },
    };
  return message;
}

/**
 * Hostile message bodies through the real rows (text, emoji, links, files, robot extras): none
 * may run script or widen the page. The e2e test swaps in batch after batch through
 * `window.renderMessageBodies`.
 */
export const HostileBodies: Story = () => {
  const [batch, setBatch] = useState({ id: 0, bodies: SAMPLE });
  const rendered = useRef<(() => void) | undefined>(undefined);
  const messages = useMemo(
    () => batch.bodies.map((body, i) => toMessage(body, i, batch.id)),
    [batch],
  );

  useEffect(() => {
    const render: RenderBodies = (bodies) =>
      new Promise((resolve) => {
        rendered.current = resolve;
        setBatch((current) => ({ id: current.id + 1, bodies }));
      });
    Object.assign(window, { [RENDER_HOOK]: render });
    return () => {
      Reflect.deleteProperty(window, RENDER_HOOK);
    };
  }, []);

  useEffect(() => {
    rendered.current?.();
    rendered.current = undefined;
  }, [batch]);

  return (
    <ImageViewerRoot items={[]} galleryId="hostile">
      <Column data-batch={batch.id}>
        {messages.map((message, i) => (
          <MessageRow key={message.id} message={message} own={i % 2 === 0} emoji={EMOJI_FULL} />
        ))}
      </Column>
    </ImageViewerRoot>
  );
};
