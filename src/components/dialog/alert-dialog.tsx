import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Dialog } from './dialog';

export type DialogTone = 'default' | 'danger';

export interface AlertDialogProps {
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Optional trigger element, used as is (asChild). */
  trigger?: ReactElement;
  title: string;
  description?: ReactNode;
  /** 'alert': one button that acknowledges; 'confirm': cancel and confirm. @default 'confirm' */
  kind?: 'alert' | 'confirm';
  /** 'danger' paints the confirm button as destructive. @default 'default' */
  tone?: DialogTone;
  /** @default t('components.dialog.confirm'), or t('components.dialog.acknowledge') for an alert */
  confirmLabel?: string;
  /** @default t('components.dialog.cancel') */
  cancelLabel?: string;
  onConfirm?: () => void;
  /** The cancel button or Esc. A click outside does nothing: the question needs an answer. */
  onCancel?: () => void;
  onExitComplete?: () => void;
  /** Extra content under the description. */
  children?: ReactNode;
}

/** Narrower than a dialog: a question and two buttons read better short. */
const ALERT_MAX_WIDTH = '400px';

const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => theme.colors.danger};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.danger};
    filter: brightness(0.9);
  }
`;

/**
 * alert()/confirm() as a dialog (role="alertdialog"). The least destructive button comes first,
 * so it takes the initial focus.
 */
export function AlertDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  kind = 'confirm',
  tone = 'default',
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  onExitComplete,
  children,
}: AlertDialogProps) {
  const { t } = useTranslation();
  const ConfirmButton = tone === 'danger' ? DangerButton : Button;
  const defaultConfirm =
    kind === 'alert' ? t('components.dialog.acknowledge') : t('components.dialog.confirm');
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Content
        role="alertdialog"
        maxWidth={ALERT_MAX_WIDTH}
        showClose={false}
        onEscapeKeyDown={() => onCancel?.()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onExitComplete={onExitComplete}
      >
        <Dialog.Title>{title}</Dialog.Title>
        {description && <Dialog.Description>{description}</Dialog.Description>}
        {children && <Dialog.Body>{children}</Dialog.Body>}
        <Dialog.Footer>
          {kind === 'confirm' && (
            <Dialog.Close asChild>
              <Button variant="secondary" onClick={onCancel}>
                {cancelLabel ?? t('components.dialog.cancel')}
              </Button>
            </Dialog.Close>
          )}
          <Dialog.Close asChild>
            <ConfirmButton onClick={onConfirm}>{confirmLabel ?? defaultConfirm}</ConfirmButton>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
