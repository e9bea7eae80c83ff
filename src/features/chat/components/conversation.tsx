import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ImageViewerRoot,
  useImageViewerOpen,
  type GalleryItem,
} from '@/components/image-viewer/root';
import { MessageList, type MessageListHandle } from '@/components/message-list';
import type { EmojiEntry } from '@/lib/emoji';
import { MessageRow, type MessageRowProps } from './message-row';
import { NoticeRow } from './notice-row';

import { whenIdle } from '@/lib/idle';
import { prefetch } from '@/lib/lazy';
import type { ChatMessage } from '@/lib/contract';

// The viewer's gestures and zoom engine are not part of the chat: they are fetched once the
// conversation has a picture and the page is idle (so opening it shows no spinner), or at the
// first open, and mounted from the first open on.
const loadViewer = () => import('@/components/image-viewer/content');
const ImageViewerContent = lazy(() =>
  loadViewer().then((m) => ({ default: m.ImageViewerContent })),
);

function ViewerContent({ pictures }: { pictures: boolean }) {
  const open = useImageViewerOpen();
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  useEffect(() => (pictures ? whenIdle(() => prefetch(loadViewer)) : undefined), [pictures]);
  return used ? (
    <Suspense fallback={null}>
      <ImageViewerContent />
    </Suspense>
  ) : null;
}

export interface ConversationProps extends Pick<
  MessageRowProps,
  'onArticle' | 'onAsk' | 'onTransfer' | 'onRetry' | 'onCancelUpload'
> {
  messages: readonly ChatMessage[];
  /** Which messages are the reader's own (right side, read state, always followed). */
  isOwn: (message: ChatMessage) => boolean;
  emoji?: readonly EmojiEntry[];
  hasMore?: boolean;
  onLoadOlder?: () => Promise<unknown>;
  historyLoadedAt?: number;
  /** Once, after the first frame showing messages has painted (MessageList's onRowsShown). */
  onRowsShown?: () => void;
  /** Who reads it, for lines worded per side (a call's); undefined for a third party. */
  viewer?: 'user' | 'engineer';
  /** The log's accessible name. @default the visitor's "conversation with support" */
  label?: string;
  /** Names the gallery in the address hash. @default 'chat' */
  galleryId?: string;
  className?: string;
}

/**
 * The conversation: a virtualised log of messages and a viewer over every image in it. It
 * renders again for its own props only (the screens pass stable callbacks).
 */
export const Conversation = memo(function Conversation({
  messages,
  isOwn,
  emoji,
  galleryId = 'chat',
  label,
  className,
  onRowsShown,
  viewer,
  ...handlers
}: ConversationProps) {
  const { t } = useTranslation();
  const list = useRef<MessageListHandle>(null);
  const { gallery, indexOf } = useMemo(() => {
    const images = messages.filter((m) => m.type === 'Image' && m.imageUrl);
    const items: GalleryItem[] = images.map((m) => ({
      src: m.imageUrl ?? '',
      pid: m.serverId ?? m.id,
      title: m.authorName,
    }));
    return { gallery: items, indexOf: new Map(images.map((m, i) => [m.id, i])) };
  }, [messages]);

  const renderItem = useCallback(
    (message: ChatMessage) =>
      message.type === 'Notice' ? (
        <NoticeRow message={message} viewer={viewer} />
      ) : (
        <MessageRow
          message={message}
          own={isOwn(message)}
          galleryIndex={indexOf.get(message.id)}
          emoji={emoji}
          {...handlers}
        />
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- handlers are stable callbacks of the screen
    [isOwn, indexOf, emoji, viewer],
  );

  return (
    <ImageViewerRoot items={gallery} galleryId={galleryId}>
      <MessageList
        ref={list}
        className={className}
        items={messages}
        renderItem={renderItem}
        label={label ?? t('chat.conversationLabel')}
        isOwn={isOwn}
        isPending={(m) => m.error !== ''}
        hasMore={handlers.hasMore}
        onLoadOlder={handlers.onLoadOlder}
        historyLoadedAt={handlers.historyLoadedAt}
        onRowsShown={onRowsShown}
        empty={t('chat.empty')}
      />
      <ViewerContent pictures={gallery.length > 0} />
    </ImageViewerRoot>
  );
});
