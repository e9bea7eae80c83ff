import { lazy, Suspense } from 'react';
import type { ApiClient } from '@/lib/api-client';
import type { PreChatAnswers, PreChatFormView } from '@/lib/contract/leave-message';

// Dialogs behind the menu load when first opened (or on idle, see loadHistoryDialog), keeping
// them out of the chat's first load.
export const loadHistoryDialog = () => import('./history-dialog');
const HistoryDialog = lazy(() => loadHistoryDialog().then((m) => ({ default: m.HistoryDialog })));
const TicketsDialog = lazy(() =>
  import('./info-dialogs').then((m) => ({ default: m.TicketsDialog })),
);
const ArticleDialog = lazy(() =>
  import('./info-dialogs').then((m) => ({ default: m.ArticleDialog })),
);
const TranscriptDialog = lazy(() =>
  import('./transcript-dialog').then((m) => ({ default: m.TranscriptDialog })),
);
const WorkOrderDialog = lazy(() =>
  import('./work-order-dialog').then((m) => ({ default: m.WorkOrderDialog })),
);
// #17 item 3: asked only when nobody can serve, or before a transfer the project asks about.
const OfferDialog = lazy(() => import('./offer-parts').then((m) => ({ default: m.OfferDialog })));

export type DialogName =
  'history' | 'tickets' | 'workOrder' | 'transcript' | 'leaveMessage' | 'preChat';

export interface VisitorDialogsProps {
  api: ApiClient;
  /** The menu's dialog that is open, if any. */
  dialog: DialogName | undefined;
  /** The conversation on screen (the transcript dialog's). */
  sessionId: string | undefined;
  /** The robot's article that is open, if any. */
  article: string | undefined;
  onClose: () => void;
  onCloseArticle: () => void;
  /** A work order was filed, or a message left (the ticket list is read again). */
  onWorkOrder: () => void;
  /** The visitor's queue: the skill a left message is for. */
  queueCode: string;
  /** Why the leave-a-message form is offered (a refused transfer's words), if it was. */
  leaveIntro?: string;
  /** The project's pre-chat form, when the pre-chat dialog is asked for. */
  preChatForm?: PreChatFormView;
  /** The pre-chat answers: the transfer goes on. */
  onPreChat: (answers: PreChatAnswers) => void;
  /** Opens 我的服务单 (from a left message's confirmation). */
  onOpenTickets: () => void;
}

/** The visitor's dialogs: past sessions, tickets, a new work order and a robot's article. */
export function VisitorDialogs({
  api,
  dialog,
  sessionId,
  article,
  onClose,
  onCloseArticle,
  onWorkOrder,
  queueCode,
  leaveIntro,
  preChatForm,
  onPreChat,
  onOpenTickets,
}: VisitorDialogsProps) {
  const onOpenChange = (open: boolean) => void (open || onClose());
  return (
    <Suspense fallback={null}>
      {dialog === 'history' && <HistoryDialog api={api} open onOpenChange={onOpenChange} />}
      {dialog === 'transcript' && sessionId && (
        <TranscriptDialog api={api} sessionId={sessionId} onOpenChange={onOpenChange} />
      )}
      {dialog === 'tickets' && <TicketsDialog api={api} open onOpenChange={onOpenChange} />}
      {dialog === 'workOrder' && (
        <WorkOrderDialog api={api} open onOpenChange={onOpenChange} onCreated={onWorkOrder} />
      )}
      {(dialog === 'leaveMessage' || dialog === 'preChat') && (
        <OfferDialog
          name={dialog}
          api={api}
          queueCode={queueCode}
          intro={leaveIntro}
          onOpenChange={onOpenChange}
          onSent={onWorkOrder}
          onOpenTickets={onOpenTickets}
          preChatForm={preChatForm}
          onPreChat={onPreChat}
        />
      )}
      {article && <ArticleDialog api={api} articleId={article} onClose={onCloseArticle} />}
    </Suspense>
  );
}
