/**
 * What the widget shows when nobody can take the visitor, or before a transfer the project asks
 * about (#17 item 3), as one lazy chunk: the notice, the leave-a-message and pre-chat forms and
 * their texts. One chunk, so their shared texts are not a small chunk merged into the first load,
 * and the form is there when the visitor answers the notice.
 */
import type { PreChatAnswers, PreChatFormView } from '@/lib/contract/leave-message';
import { LeaveMessageDialog, type LeaveMessageDialogProps } from './leave-message-dialog';
import { PreChatDialog } from './pre-chat-dialog';

export { AvailabilityNotice } from './availability-notice';
export { LeaveMessageDialog, PreChatDialog };

export interface OfferDialogProps extends Omit<LeaveMessageDialogProps, 'onSent'> {
  name: 'leaveMessage' | 'preChat';
  onSent: () => void;
  preChatForm: PreChatFormView | undefined;
  onPreChat: (answers: PreChatAnswers) => void;
}

/** The leave-a-message or the pre-chat form, by name (one lazy component for the chat screen). */
export function OfferDialog({ name, preChatForm, onPreChat, ...props }: OfferDialogProps) {
  if (name === 'leaveMessage') return <LeaveMessageDialog {...props} />;
  return preChatForm ? (
    <PreChatDialog
      api={props.api}
      form={preChatForm}
      onOpenChange={props.onOpenChange}
      onSubmit={onPreChat}
    />
  ) : null;
}
