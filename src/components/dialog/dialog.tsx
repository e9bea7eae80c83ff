import * as RadixDialog from '@radix-ui/react-dialog';
import { AnimatePresence } from 'framer-motion';
import { MotionProvider } from '@/components/motion';
import {
  forwardRef,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { useReducedMotion } from '@/components/theme';
import { holdBodyStyle } from './body-style';
import { DialogBody } from './dialog-body';
import { DialogContext, useDialogContext } from './dialog-context';
import { CloseIcon } from '../icons';
import { Description, Title, Trigger } from './dialog-parts';
import * as S from './dialog.styles';
import { useControllableState } from '../utils';

export interface DialogRootProps {
  children: ReactNode;
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Holds the open state; controlled (open/onOpenChange) or not (defaultOpen). */
function Root({ children, open: openProp, defaultOpen = false, onOpenChange }: DialogRootProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const triggerRef = useRef<HTMLElement>(null);
  // A layout effect, so the snapshot is taken before Radix's effects lock the body.
  useLayoutEffect(() => (open ? holdBodyStyle() : undefined), [open]);
  const context = useMemo(() => ({ open, setOpen, triggerRef }), [open, setOpen]);
  return (
    <DialogContext.Provider value={context}>
      <RadixDialog.Root open={open} onOpenChange={setOpen}>
        {children}
      </RadixDialog.Root>
    </DialogContext.Provider>
  );
}

type RadixContentProps = ComponentPropsWithoutRef<typeof RadixDialog.Content>;

export interface DialogContentProps extends Pick<
  RadixContentProps,
  | 'onEscapeKeyDown'
  | 'onPointerDownOutside'
  | 'onInteractOutside'
  | 'onOpenAutoFocus'
  | 'onCloseAutoFocus'
  | 'aria-describedby'
  | 'className'
> {
  children: ReactNode;
  /** "alertdialog" for a dialog that interrupts and needs an answer. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Widest the panel gets. @default '480px' */
  maxWidth?: string;
  /** Shows the close button in the corner. @default true */
  showClose?: boolean;
  /** Called once the exit animation is over and the dialog has left the page. */
  onExitComplete?: () => void;
}

/**
 * The panel: portalled, over an overlay, SPEC §9's 15vh from the top, animated in and out with
 * framer (forceMount + AnimatePresence keep it mounted for the exit). Focus is trapped inside
 * and goes back to the trigger, or to whatever had it before, after the exit.
 */
const Content = forwardRef<HTMLDivElement, DialogContentProps>(function Content(
  {
    children,
    role = 'dialog',
    maxWidth = '480px',
    showClose = true,
    onExitComplete,
    onOpenAutoFocus,
    onCloseAutoFocus,
    ...radixProps
  },
  ref,
) {
  const { open, triggerRef } = useDialogContext('Dialog.Content');
  const { t } = useTranslation();
  const theme = useTheme();
  const reducedMotion = useReducedMotion();
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const transition = { duration: (reducedMotion ? 0 : theme.durations.fast) / 1000 };

  return (
    <MotionProvider>
      <AnimatePresence onExitComplete={onExitComplete}>
        {open && (
          <RadixDialog.Portal forceMount>
            <RadixDialog.Overlay forceMount asChild>
              <S.Overlay
                initial={{ opacity: 0 }}
                animate={{ opacity: OVERLAY_OPACITY }}
                exit={{ opacity: 0 }}
                transition={transition}
              />
            </RadixDialog.Overlay>
            <RadixDialog.Content
              forceMount
              asChild
              role={role}
              {...radixProps}
              onOpenAutoFocus={(event) => {
                // Still the element that had focus before the dialog: where focus goes back to.
                returnFocusRef.current = document.activeElement as HTMLElement | null;
                onOpenAutoFocus?.(event);
              }}
              onCloseAutoFocus={(event) => {
                onCloseAutoFocus?.(event);
                if (event.defaultPrevented) return;
                event.preventDefault();
                const target = triggerRef.current ?? returnFocusRef.current;
                if (target?.isConnected) target.focus();
              }}
            >
              <S.Panel
                ref={ref}
                $maxWidth={maxWidth}
                initial={{ opacity: 0, y: 8, scale: 0.98 }}
                animate={{ opacity: 1, y: 0, scale: 1 }}
                exit={{ opacity: 0, y: 8, scale: 0.98 }}
                transition={transition}
              >
                {children}
                {showClose && (
                  <RadixDialog.Close asChild>
                    <S.CornerClose label={t('components.dialog.close')} icon={<CloseIcon />} />
                  </RadixDialog.Close>
                )}
              </S.Panel>
            </RadixDialog.Content>
          </RadixDialog.Portal>
        )}
      </AnimatePresence>
    </MotionProvider>
  );
});

/** How dark the overlay gets over the page. */
const OVERLAY_OPACITY = 0.45;

/** Compound dialog on Radix: Root, Trigger, Content, Title, Description, Body, Footer, Close. */
export const Dialog = {
  Root,
  Trigger,
  Content,
  Title,
  Description,
  /** The part that scrolls when the content is taller than the screen allows. */
  Body: DialogBody,
  /** Buttons, end-aligned; full width on phones. */
  Footer: S.Footer,
  /** Closes the dialog; `asChild` to use your own button. */
  Close: RadixDialog.Close,
};
