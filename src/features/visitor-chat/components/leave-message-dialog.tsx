import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { useFailureText, type ApiClient } from '@/lib/api-client';
import {
  CONTACT_NAME_MAX,
  LEAVE_MESSAGE_ATTACHMENTS_MAX,
  LEAVE_MESSAGE_MAX,
} from '@/lib/contract/leave-message';
import { useEnvironment } from '@/lib/env';
import { registerTexts } from '@/lib/i18n';
import { leaveMessageEn, leaveMessageZh } from '@/lib/i18n/locales/features/leave-message';
import { validateUploadName } from '@/lib/validate';
import { rememberedPreChat } from '../model/pre-chat';
import { checkLeaveMessage, type LeaveMessageField } from '../model/leave-message-form';
import { Alert, ContactField, Form } from './contact-fields';
import { useVisitorWrites } from '../api/writes';

registerTexts('leaveMessage', { 'zh-CN': leaveMessageZh, en: leaveMessageEn });

export interface LeaveMessageDialogProps {
  api: ApiClient;
  /** The skill group the visitor wanted: its engineers see the message. */
  queueCode: string;
  /** Why the form is offered, in the server's words (a refused transfer); else the form's own. */
  intro?: string;
  onOpenChange: (open: boolean) => void;
  /** The message became a ticket: lists of service orders read again. */
  onSent?: (ticketNo: string) => void;
  /** Opens 我的服务单, where the ticket is listed. */
  onOpenTickets: () => void;
}

/**
 * Leave a message (#17 item 3): when nobody can take the visitor, what they need becomes a
 * ticket (我的服务单) for the skill's engineers. Name, a phone or an e-mail (one is needed,
 * checked with SPEC §5's patterns here and by the server), the message and attachments
 * uploaded as the work order's are.
 */
export function LeaveMessageDialog({
  api,
  queueCode,
  intro,
  onOpenChange,
  onSent,
  onOpenTickets,
}: LeaveMessageDialogProps) {
  const { t } = useTranslation();
  const writes = useVisitorWrites(api);
  const failure = useFailureText();
  const projectId = useEnvironment((s) => s.projectId);
  const [known] = useState(() => rememberedPreChat(projectId) ?? {});
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Partial<Record<LeaveMessageField, string>>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string>();
  const ticketsButton = useRef<HTMLButtonElement>(null);

  /** A field the visitor edits loses its problem (said again on the next submit if it stays). */
  const clearProblemOf = (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name as LeaveMessageField;
    const contactRequired = t('leaveMessage.form.problems.contactRequired');
    setProblems((current) => {
      const next = { ...current };
      delete next[field];
      // Either contact answers "a phone or an e-mail is needed" for both.
      for (const other of ['phone', 'email'] as const)
        if ((field === 'phone' || field === 'email') && next[other] === contactRequired)
          delete next[other];
      return next;
    });
  };

  const problemText: Record<string, (max: number) => string> = {
    nameRequired: () => t('leaveMessage.form.problems.nameRequired'),
    nameTooLong: (max) => t('leaveMessage.form.problems.nameTooLong', { max }),
    contactRequired: () => t('leaveMessage.form.problems.contactRequired'),
    phone: () => t('leaveMessage.form.problems.phone'),
    email: () => t('leaveMessage.form.problems.email'),
    messageRequired: () => t('leaveMessage.form.problems.messageRequired'),
    messageTooLong: (max) => t('leaveMessage.form.problems.messageTooLong', { max }),
    tooManyFiles: (max) => t('leaveMessage.form.problems.tooManyFiles', { max }),
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const files = data
      .getAll('attachments')
      .filter((f): f is File => f instanceof File && f.size > 0);
    const values = {
      name: text('name'),
      phone: text('phone'),
      email: text('email'),
      message: text('message'),
      files: files.length,
    };
    const found = checkLeaveMessage(values);
    const worded = Object.fromEntries(
      found.map((p) => [p.field, problemText[p.problem]!(p.max ?? 0)]),
    ) as Partial<Record<LeaveMessageField, string>>;
    const refused = files.map((f) => validateUploadName(f.name)).find((r) => !r.ok);
    if (refused && !refused.ok && !worded.attachments) worded.attachments = refused.message;
    setProblems(worded);
    setError(undefined);
    const first = found[0]?.field ?? (worded.attachments ? 'attachments' : undefined);
    if (first) {
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setBusy(true);
    try {
      const ticket = await writes.leaveMessage(
        {
          projectId,
          queueCode: queueCode || undefined,
          name: values.name,
          phone: values.phone || undefined,
          email: values.email || undefined,
          message: values.message,
        },
        files,
      );
      setSent(ticket.ticket_no);
      onSent?.(ticket.ticket_no);
      // The form goes: the description (a live region) says what became of it, and the focus
      // lands on where the ticket is listed.
      requestAnimationFrame(() => ticketsButton.current?.focus());
    } catch (err) {
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Content>
        <Dialog.Title>{t('leaveMessage.form.title')}</Dialog.Title>
        <Dialog.Description role="status">
          {sent
            ? t('leaveMessage.form.sentBody', { no: sent })
            : intro || t('leaveMessage.form.intro')}
        </Dialog.Description>
        <Dialog.Body>
          {sent ? (
            <Dialog.Footer>
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                {t('leaveMessage.form.done')}
              </Button>
              <Button ref={ticketsButton} onClick={onOpenTickets}>
                {t('leaveMessage.form.openTickets')}
              </Button>
            </Dialog.Footer>
          ) : (
            <Form noValidate onSubmit={submit} onChange={clearProblemOf}>
              <p>
                <small>{t('leaveMessage.form.requiredNote')}</small>
              </p>
              <ContactField
                label={t('leaveMessage.form.name')}
                name="name"
                required
                problem={problems.name}
                inputProps={{
                  autoComplete: 'name',
                  maxLength: CONTACT_NAME_MAX,
                  defaultValue: known.name,
                }}
              />
              <ContactField
                label={t('leaveMessage.form.phone')}
                name="phone"
                hint={t('leaveMessage.form.contactHint')}
                problem={problems.phone}
                inputProps={{
                  type: 'tel',
                  inputMode: 'tel',
                  autoComplete: 'tel',
                  defaultValue: known.phone,
                }}
              />
              <ContactField
                label={t('leaveMessage.form.email')}
                name="email"
                hint={t('leaveMessage.form.contactHint')}
                problem={problems.email}
                inputProps={{
                  type: 'email',
                  inputMode: 'email',
                  autoComplete: 'email',
                  defaultValue: known.email,
                }}
              />
              <ContactField
                as="textarea"
                label={t('leaveMessage.form.message')}
                name="message"
                required
                problem={problems.message}
                hint={t('leaveMessage.form.count', {
                  count: message.length,
                  max: LEAVE_MESSAGE_MAX,
                })}
                inputProps={{
                  rows: 4,
                  maxLength: LEAVE_MESSAGE_MAX,
                  value: message,
                  onChange: (e) => setMessage(e.currentTarget.value),
                }}
              />
              <ContactField
                label={t('leaveMessage.form.attachments', { max: LEAVE_MESSAGE_ATTACHMENTS_MAX })}
                name="attachments"
                problem={problems.attachments}
                inputProps={{ type: 'file', multiple: true }}
              />
              {error && <Alert role="alert">{error}</Alert>}
              <Button type="submit" disabled={busy} block>
                {busy ? t('leaveMessage.form.submitting') : t('leaveMessage.form.submit')}
              </Button>
            </Form>
          )}
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
