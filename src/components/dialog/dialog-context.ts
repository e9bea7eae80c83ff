import { createContext, useContext, type RefObject } from 'react';

export interface DialogContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Our Trigger part, so focus can return to it after the exit animation. */
  triggerRef: RefObject<HTMLElement | null>;
}

export const DialogContext = createContext<DialogContextValue | null>(null);

export function useDialogContext(part: string): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error(`\`${part}\` must be used within \`Dialog.Root\``);
  return context;
}
