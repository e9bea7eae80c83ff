import { useEffect, useId, useRef, type DragEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { dialogs } from '@/components/dialog';
import { toast } from '@/components/toast';
import { config } from '@/lib/config';
import { Spinner } from '@/components/spinner';
import { StatusView } from '@/components/status-view';
import { useCall } from '@/features/call';
import { Composer, Conversation, TypingIndicator } from '@/features/chat';
import { emojiSet } from '@/lib/emoji';
import { useEnvironment } from '@/lib/env';
import { useConsoleStore } from '../model/console-store';
import type { EngineerConsole } from '../model/engineer-console';
import { useSendActions } from '../hooks/use-send-actions';
import type { ConsoleSession } from '../model/types';
import { ConversationHeader } from './conversation-header';
import type { ChatMessage } from '@/lib/contract';

const Pane = styled.section`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  background: ${({ theme }) => theme.colors.background};
`;

const Chat = styled(Conversation)`
  flex: 1;
`;

const Loading = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Ended = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const EMOJI = emojiSet(undefined);
const isOwn = (m: ChatMessage) => m.authorRole === 'engineer';
const NO_MESSAGES: ChatMessage[] = [];

export interface ConversationPaneProps {
  controller: EngineerConsole;
  session: ConsoleSession;
  /** Wraps the Composer, so canned replies can be put into its field. */
  composerRef: RefObject<HTMLDivElement | null>;
  /** Phone: back to the lists. */
  onBack?: () => void;
  /** Phone: open the visitor's details. */
  onDetails?: () => void;
}

/** One conversation: header, the messages, the visitor typing, and the Composer. */
export function ConversationPane({
  controller,
  session,
  composerRef,
  onBack,
  onDetails,
}: ConversationPaneProps) {
  const { t } = useTranslation();
  const id = useId();
  const sessionId = session.sessionId;
  const messages = useConsoleStore((s) => s.messages[sessionId] ?? NO_MESSAGES);
  const transcript = useConsoleStore((s) => s.transcripts[sessionId]);
  const typing = useConsoleStore((s) => !!s.typing[sessionId]);
  const heading = useRef<HTMLHeadingElement>(null);
  // One ask per conversation (#17 item 1): its line in the conversation says it was made.
  const ratingAsked = messages.some(
    (m) => m.notice?.type === 'RatingRequest' || m.notice?.type === 'Rated',
  );
  const canAskRating = config.flags.evaluation.custom_push_config && !session.ended && !ratingAsked;
  const desktop = useEnvironment((s) => s.desktop);
  const call = useCall(controller.call);

  // A conversation that just opened takes the focus: the field on desktop, so the engineer can
  // write at once; the heading on a phone, where the list it came from is gone and a keyboard
  // popping up unasked would hide the messages.
  useEffect(() => {
    if (desktop) composerRef.current?.querySelector('textarea')?.focus();
    else heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the pane opens
  }, []);

  const { onText, onImage, onFile, onVoice, onRetry, onCancel, onTyping } = useSendActions(
    controller,
    sessionId,
  );
  const onDrop = (e: DragEvent) => {
    if (!e.dataTransfer.files.length || session.ended) return;
    e.preventDefault();
    [...e.dataTransfer.files].forEach((f) =>
      f.type.startsWith('image/') ? onImage(f) : onFile(f),
    );
  };
  const close = async () => {
    const ok = await dialogs.confirm({
      title: t('console.conversation.closeTitle', { name: session.visitorName }),
      description: t('console.conversation.closeBody'),
      confirmLabel: t('console.conversation.closeConfirm'),
      cancelLabel: t('console.conversation.cancel'),
      tone: 'danger',
    });
    if (ok && (await controller.close(sessionId))) onBack?.();
  };

  const requestRating = async () => {
    if (await controller.requestRating(sessionId)) toast.success(t('rating.requestSent'));
  };

  return (
    <Pane
      aria-label={t('console.conversation.label', { name: session.visitorName })}
      data-session-id={sessionId}
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDrop}
    >
      <ConversationHeader
        session={session}
        headingId={`${id}-h`}
        headingRef={heading}
        onBack={onBack}
        onDetails={onDetails}
        onClose={session.ended ? undefined : () => void close()}
        onRequestRating={canAskRating ? () => void requestRating() : undefined}
        call={
          session.ended
            ? undefined
            : {
                canStart: call.view.canStart,
                inCall: call.view.phase !== 'idle',
                onStart: call.actions.start,
              }
        }
      />
      {transcript === 'error' && messages.length === 0 ? (
        <StatusView
          tone="error"
          title={t('console.conversation.loadFailed')}
          actions={
            <Button variant="secondary" onClick={() => void controller.loadTranscript(sessionId)}>
              {t('console.queue.retry')}
            </Button>
          }
        />
      ) : transcript === 'loading' && messages.length === 0 ? (
        <Loading>
          <Spinner label={t('console.conversation.loading')} showLabel />
        </Loading>
      ) : (
        <Chat
          label={t('console.conversationLabel')}
          viewer="engineer"
          messages={messages}
          isOwn={isOwn}
          emoji={EMOJI}
          galleryId={`console-${sessionId}`}
          onRetry={onRetry}
          onCancelUpload={onCancel}
        />
      )}
      {!session.ended && <TypingIndicator active={typing} name={session.visitorName} />}
      {session.ended ? (
        <Ended>
          <Banner tone="info">
            {session.ended === 'user'
              ? t('console.conversation.endedByUser')
              : t('console.conversation.endedBySystem')}
          </Banner>
          <Button variant="secondary" onClick={() => (controller.dismiss(sessionId), onBack?.())}>
            {t('console.conversation.dismiss')}
          </Button>
        </Ended>
      ) : (
        <div ref={composerRef}>
          <Composer
            key={sessionId}
            placeholder={t('console.composerPlaceholder')}
            onSendText={onText}
            onImage={onImage}
            onFile={onFile}
            onVoice={onVoice}
            onTyping={onTyping}
            emoji={EMOJI}
          />
        </div>
      )}
    </Pane>
  );
}
