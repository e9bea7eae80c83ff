import { lazy, Suspense } from 'react';
import type { ApiClient } from '@/lib/api-client';

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

export type DialogName = 'history' | 'tickets' | 'workOrder' | 'transcript';

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
  /** A work order was filed (the ticket list is read again). */
  onWorkOrder: () => void;
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
      {article && <ArticleDialog api={api} articleId={article} onClose={onCloseArticle} />}
    </Suspense>
  );
}
