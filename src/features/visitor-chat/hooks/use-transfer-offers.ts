import { useCallback, useState } from 'react';
import type { PreChatAnswers } from '@/lib/contract/leave-message';
import type { TransferRefusal } from '../model/availability';
import type { VisitorSession } from '../model/visitor-session';
import { useAvailability } from './use-availability';

type OfferDialog = 'leaveMessage' | 'preChat' | 'tickets';

/**
 * What 转人工 does now (#17 item 3). Nobody can take the visitor (no engineer of the skill
 * online, or outside the project's hours, live from the availability watch): it offers the
 * leave-a-message form instead of a queue nobody serves. The project asks its pre-chat form
 * first: that form, once per tab. A transfer the server refused for either reason opens the
 * form that answers it, with the server's words.
 */
export function useTransferOffers({
  session,
  queueCode,
  reads,
  refusal,
  transfer,
  setDialog,
}: {
  session: VisitorSession | undefined;
  queueCode: string;
  /** The screen's reads, once the chat's first words are on screen: availability is one. */
  reads: unknown;
  /** The latest refused transfer (a new object each time). */
  refusal: TransferRefusal | undefined;
  /** Joins the queue. */
  transfer: () => void;
  /** Opens one of the offers' dialogs, or closes the one open. */
  setDialog: (name: OfferDialog | undefined) => void;
}) {
  const { unavailable, active } = useAvailability(session, queueCode, !!reads);
  const [leaveIntro, setLeaveIntro] = useState<string>();
  const openLeaveMessage = useCallback(
    (intro?: string) => {
      setLeaveIntro(intro);
      setDialog('leaveMessage');
    },
    [setDialog],
  );
  const askTransfer = useCallback(() => {
    if (unavailable) return openLeaveMessage();
    if (session?.company.asksPreChat()) return setDialog('preChat');
    transfer();
  }, [unavailable, session, transfer, openLeaveMessage, setDialog]);
  /** A visitor in a queue nobody can serve any more leaves it (no confirm: they asked) for the form. */
  const leaveQueue = useCallback(() => {
    // Only once out of the queue: a visitor still queued is not sent to a form beside it (the
    // failure to leave is said where ending always says it).
    void (session?.end() ?? Promise.resolve()).then(
      () => openLeaveMessage(),
      () => undefined,
    );
  }, [session, openLeaveMessage]);
  const onPreChat = useCallback(
    (answers: PreChatAnswers) => {
      session?.company.rememberPreChat(answers);
      setDialog(undefined);
      transfer();
    },
    [session, transfer, setDialog],
  );
  // A transfer the server refused: for want of an engineer or the hours, or of the answers.
  const [seenRefusal, setSeenRefusal] = useState(refusal);
  if (refusal !== seenRefusal) {
    setSeenRefusal(refusal);
    if (refusal?.form === 'preChat') setDialog('preChat');
    else if (refusal) openLeaveMessage(refusal.text);
  }
  const openTickets = useCallback(() => setDialog('tickets'), [setDialog]);
  return {
    /** Why nobody can take the visitor, while they are with the robot or queueing. */
    unavailable: active ? unavailable : undefined,
    askTransfer,
    openLeaveMessage,
    leaveQueue,
    /** What the visitor's dialogs need for these forms. */
    dialogs: {
      queueCode,
      leaveIntro,
      preChatForm: session?.company.preChatForm,
      onPreChat,
      onOpenTickets: openTickets,
    },
  };
}
