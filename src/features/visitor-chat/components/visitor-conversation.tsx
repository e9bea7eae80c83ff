import { memo, Suspense, useCallback, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { ErrorBoundary } from '@/components/error-boundary';
import { conversationChunk, TypingIndicator } from '@/features/chat';
import type { EmojiEntry } from '@/lib/emoji';
import type { ChatMessage, DataOf, OwnApi } from '@/lib/contract';
import type { VisitorSession } from '../model/visitor-session';
import { isRobotSession } from '../model/visitor-status';
import { Chat, ChatPlaceholder } from './chat-queue-screen.styles';
import { FastEntries } from './fast-entries';
import { useVisitorStore } from '../model/visitor-store';

export interface VisitorConversationProps {
  session: VisitorSession | undefined;
  emoji: readonly EmojiEntry[];
  fastEntries: DataOf<OwnApi['fastEntries']> | undefined;
  onText: (text: string) => void;
  onTransfer: () => void;
  onArticle: (id: string) => void;
  /** Absent when the permission tree switches the work order off (SPEC §6). */
  onWorkOrder: (() => void) | undefined;
  /** Once, when the first words are on screen (painted). */
  onFirstWords?: () => void;
}

const isOwn = (m: ChatMessage) => m.authorRole === 'user';

/**
 * The conversation, the engineer's typing and the robot's quick entries. The only part of the
 * chat screen that reads the messages: a new one re-renders this, not the header, the banners
 * or the composer.
 */
export const VisitorConversation = memo(function VisitorConversation({
  session,
  emoji,
  fastEntries,
  onText,
  onTransfer,
  onArticle,
  onWorkOrder,
  onFirstWords,
}: VisitorConversationProps) {
  const { t } = useTranslation();
  const { messages, historyMsg, engineer, peerTyping, sessionId, queued } = useVisitorStore(
    useShallow((s) => ({
      messages: s.message,
      historyMsg: s.historyMsg,
      engineer: s.engineer,
      peerTyping: s.peerTyping,
      sessionId: s.sessionId,
      queued: s.queue !== undefined,
    })),
  );
  // New rows render in a pass that yields to the browser every few milliseconds: a robot answer
  // with articles and suggestions is no long task on a slow phone, and typing stays responsive.
  const shown = useDeferredValue(messages);
  const loadOlder = useCallback(() => session?.loadOlder() ?? Promise.resolve(), [session]);
  const retry = useCallback((id: string) => session?.sender?.retry(id), [session]);
  const cancel = useCallback((id: string) => session?.sender?.cancel(id), [session]);
  return (
    <>
      <ErrorBoundary
        onReset={conversationChunk.retry}
        fallback={({ reset }) => (
          <ChatPlaceholder>
            <Banner
              tone="error"
              action={
                <Button variant="ghost" onClick={reset}>
                  {t('errors.retry')}
                </Button>
              }
            >
              {t('errors.chunkBody')}
            </Banner>
          </ChatPlaceholder>
        )}
      >
        <Suspense fallback={<ChatPlaceholder />}>
          <Chat
            messages={shown}
            viewer="user"
            isOwn={isOwn}
            emoji={emoji}
            hasMore={historyMsg.hasMore}
            onLoadOlder={loadOlder}
            historyLoadedAt={historyMsg.loadedAt}
            onRetry={retry}
            onCancelUpload={cancel}
            onArticle={onArticle}
            onAsk={onText}
            onTransfer={onTransfer}
            onRowsShown={onFirstWords}
          />
        </Suspense>
      </ErrorBoundary>
      {engineer && <TypingIndicator active={peerTyping} name={engineer.name} />}
      {isRobotSession({ sessionId, queued, engineer }) && (
        <FastEntries
          entries={fastEntries}
          onAsk={onText}
          onTransfer={onTransfer}
          onWorkOrder={onWorkOrder}
        />
      )}
    </>
  );
});
