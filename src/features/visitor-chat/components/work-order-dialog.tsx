import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { toast } from '@/components/toast';
import { useFailureText, type ApiClient } from '@/lib/api-client';
import { validateUploadName } from '@/lib/validate';
import { useProductLines } from '../api/reads';
import { useVisitorWrites } from '../api/writes';
import { fieldControl, textAreaControl } from '@/components/field';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
  select,
  input {
    ${fieldControl}
  }
  textarea {
    ${textAreaControl}
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The self-service work order (SPEC §1): product, serial number, description, attachments. */
export function WorkOrderDialog({
  api,
  open,
  onOpenChange,
  onCreated,
}: {
  api: ApiClient;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** A ticket was created: lists of service orders should refresh. */
  onCreated?: () => void;
}) {
  const { t } = useTranslation();
  const failure = useFailureText();
  const id = useId();
  // Without the list the form still works: the product line is optional (SPEC §7).
  const [lines] = useProductLines(api, open);
  const writes = useVisitorWrites(api);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const description = String(data.get('description') ?? '').trim();
    if (!description) return setError(t('workOrder.required'));
    const files = data
      .getAll('attachments')
      .filter((f): f is File => f instanceof File && f.size > 0)
      .slice(0, 5);
    const refused = files.map((f) => validateUploadName(f.name)).find((r) => !r.ok);
    if (refused && !refused.ok) return setError(refused.message);
    setBusy(true);
    setError(undefined);
    try {
      const ticket = await writes.createWorkOrder(
        {
          product_line: String(data.get('product') ?? ''),
          serial_number: String(data.get('serial') ?? '').trim() || undefined,
          description,
        },
        files,
      );
      toast.success(t('workOrder.created', { no: ticket.ticket_no }));
      onCreated?.();
      onOpenChange(false);
    } catch (err) {
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content>
        <Dialog.Title>{t('workOrder.title')}</Dialog.Title>
        <Dialog.Body>
          <Form noValidate onSubmit={submit} aria-describedby={error ? `${id}-error` : undefined}>
            <label>
              {t('workOrder.product')}
              <select name="product" required>
                {(lines.data ?? []).map((line) => (
                  <option key={line.id} value={line.id}>
                    {line.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('workOrder.serial')}
              <input name="serial" autoComplete="off" autoCapitalize="characters" />
              <small>{t('workOrder.serialHint')}</small>
            </label>
            <label>
              {t('workOrder.description')}
              <textarea name="description" rows={4} maxLength={2000} required />
            </label>
            <label>
              {t('workOrder.attachments')}
              <input name="attachments" type="file" multiple />
            </label>
            {error && (
              <Error id={`${id}-error`} role="alert">
                {error}
              </Error>
            )}
            <Button type="submit" disabled={busy} block>
              {busy ? t('workOrder.submitting') : t('workOrder.submit')}
            </Button>
          </Form>
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
