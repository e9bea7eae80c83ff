import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import type { ApiClient } from '@/lib/api-client';
import type { PreChatAnswers, PreChatField, PreChatFormView } from '@/lib/contract/leave-message';
import { registerTexts } from '@/lib/i18n';
import { leaveMessageEn, leaveMessageZh } from '@/lib/i18n/locales/features/leave-message';
import { checkField, PRE_CHAT_MAX, preChatFields } from '../model/pre-chat';
import { ContactField, Form } from './contact-fields';
import { useProductLines } from '../api/reads';

registerTexts('leaveMessage', { 'zh-CN': leaveMessageZh, en: leaveMessageEn });

const INPUT: Record<Exclude<PreChatField, 'product'>, object> = {
  name: { autoComplete: 'name' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
};

export interface PreChatDialogProps {
  api: ApiClient;
  /** The project's form (the company's preChatForm). */
  form: PreChatFormView;
  onOpenChange: (open: boolean) => void;
  /** The answers, checked: the transfer goes on with them. */
  onSubmit: (answers: PreChatAnswers) => void;
}

/**
 * The project's pre-chat form (#17 item 3), asked before the first transfer to a person: its
 * fields in a fixed order, the required ones marked and checked (phone and e-mail by SPEC §5's
 * patterns), the product from the project's product lines.
 */
export function PreChatDialog({ api, form, onOpenChange, onSubmit }: PreChatDialogProps) {
  const { t } = useTranslation();
  const fields = preChatFields(form);
  const asksProduct = fields.some((f) => f.name === 'product');
  const [lines] = useProductLines(api, asksProduct);
  const [problems, setProblems] = useState<Partial<Record<PreChatField, string>>>({});
  const label = (name: PreChatField) => t(`leaveMessage.preChat.fields.${name}`);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const element = e.currentTarget;
    const data = new FormData(element);
    const answers: PreChatAnswers = {};
    const found: Partial<Record<PreChatField, string>> = {};
    for (const { name, required } of fields) {
      const value = String(data.get(name) ?? '').trim();
      const problem = checkField(name, value, required);
      if (problem)
        found[name] = t(`leaveMessage.preChat.problems.${problem}`, {
          field: label(name),
          max: PRE_CHAT_MAX[name],
        });
      else if (value) answers[name] = value;
    }
    setProblems(found);
    const first = fields.find((f) => found[f.name]);
    if (first) return void (element.elements.namedItem(first.name) as HTMLElement | null)?.focus();
    onSubmit(answers);
  };

  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Content>
        <Dialog.Title>{t('leaveMessage.preChat.title')}</Dialog.Title>
        <Dialog.Description>{t('leaveMessage.preChat.intro')}</Dialog.Description>
        <Dialog.Body>
          <Form noValidate onSubmit={submit}>
            {fields.some((f) => f.required) && (
              <p>
                <small>{t('leaveMessage.preChat.requiredNote')}</small>
              </p>
            )}
            {fields.map(({ name, required }) =>
              name === 'product' ? (
                <ContactField
                  key={name}
                  as="select"
                  label={label(name)}
                  name={name}
                  required={required}
                  problem={problems[name]}
                >
                  <option value="">{t('leaveMessage.preChat.productNone')}</option>
                  {(lines.data ?? []).map((line) => (
                    <option key={line.id} value={line.id}>
                      {line.name}
                    </option>
                  ))}
                </ContactField>
              ) : (
                <ContactField
                  key={name}
                  label={label(name)}
                  name={name}
                  required={required}
                  problem={problems[name]}
                  inputProps={{ ...INPUT[name], maxLength: PRE_CHAT_MAX[name] }}
                />
              ),
            )}
            <Dialog.Footer>
              <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
                {t('leaveMessage.preChat.cancel')}
              </Button>
              <Button type="submit">{t('leaveMessage.preChat.submit')}</Button>
            </Dialog.Footer>
          </Form>
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
