import * as Dialog from '@radix-ui/react-dialog';
import { useState, type HTMLAttributes, type ReactNode, type Ref, type RefObject } from 'react';
import { Backdrop, Root, VisuallyHidden } from './image-viewer.styles';

export interface ViewerShellProps extends HTMLAttributes<HTMLDivElement> {
  label: string;
  open: boolean;
  rootRef: RefObject<HTMLDivElement | null>;
  attachRoot: Ref<HTMLDivElement>;
  /** Escape (or any Radix dismissal): the viewer closes with its own animation. */
  onDismiss: () => void;
  children: ReactNode;
}

/**
 * The dialog semantics, from Radix: portal to document.body, focus trap, aria-hidden outside,
 * scroll lock, Escape. Focus goes to the viewer on open and back to whatever had it on close.
 */
export function ViewerShell({
  label,
  open,
  rootRef,
  attachRoot,
  onDismiss,
  children,
  ...rootProps
}: ViewerShellProps) {
  // Read during the first render, before Radix moves focus into the dialog.
  const [returnTo] = useState(() => document.activeElement as HTMLElement | null);
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Content
          asChild
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            rootRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnTo?.isConnected) returnTo.focus();
          }}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            if (open) onDismiss();
          }}
        >
          <Root ref={attachRoot} aria-modal="true" {...rootProps}>
            <Dialog.Title asChild>
              <VisuallyHidden>{label}</VisuallyHidden>
            </Dialog.Title>
            <Backdrop />
            {children}
          </Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
