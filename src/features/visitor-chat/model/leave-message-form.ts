import { isEmailAddress } from '@/lib/contract/email';
import {
  CONTACT_NAME_MAX,
  LEAVE_MESSAGE_ATTACHMENTS_MAX,
  LEAVE_MESSAGE_MAX,
} from '@/lib/contract/leave-message';
import { isPhoneNumber } from '@/lib/contract/phone';

export type LeaveMessageField = 'name' | 'phone' | 'email' | 'message' | 'attachments';

export type LeaveMessageProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'contactRequired'
  | 'phone'
  | 'email'
  | 'messageRequired'
  | 'messageTooLong'
  | 'tooManyFiles';

export interface LeaveMessageValues {
  /** Trimmed texts, as they would be sent. */
  name: string;
  phone: string;
  email: string;
  message: string;
  /** How many files are attached. */
  files: number;
}

/**
 * What the leave-a-message form must fix before it is sent, in the form's order (the first
 * one gets the focus): the server's own rules (leaveMessageBody; a phone or an e-mail, each by
 * SPEC §5's pattern), checked here so the visitor hears them at once.
 */
export function checkLeaveMessage(
  values: LeaveMessageValues,
): { field: LeaveMessageField; problem: LeaveMessageProblem; max?: number }[] {
  const found: ReturnType<typeof checkLeaveMessage> = [];
  if (!values.name) found.push({ field: 'name', problem: 'nameRequired' });
  else if (values.name.length > CONTACT_NAME_MAX)
    found.push({ field: 'name', problem: 'nameTooLong', max: CONTACT_NAME_MAX });
  // Either answers it: both fields say so.
  if (!values.phone && !values.email)
    found.push(
      { field: 'phone', problem: 'contactRequired' },
      { field: 'email', problem: 'contactRequired' },
    );
  if (values.phone && !isPhoneNumber(values.phone))
    found.push({ field: 'phone', problem: 'phone' });
  if (values.email && !isEmailAddress(values.email))
    found.push({ field: 'email', problem: 'email' });
  if (!values.message) found.push({ field: 'message', problem: 'messageRequired' });
  else if (values.message.length > LEAVE_MESSAGE_MAX)
    found.push({ field: 'message', problem: 'messageTooLong', max: LEAVE_MESSAGE_MAX });
  if (values.files > LEAVE_MESSAGE_ATTACHMENTS_MAX)
    found.push({
      field: 'attachments',
      problem: 'tooManyFiles',
      max: LEAVE_MESSAGE_ATTACHMENTS_MAX,
    });
  return found;
}
