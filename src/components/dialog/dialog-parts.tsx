import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useDialogContext } from './dialog-context';
import * as S from './dialog.styles';

/** Radix's trigger, remembered so focus can return to it after the exit animation. */
export const Trigger = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<typeof RadixDialog.Trigger>
>(function Trigger(props, forwardedRef) {
  const { triggerRef } = useDialogContext('Dialog.Trigger');
  return (
    <RadixDialog.Trigger
      {...props}
      ref={(node) => {
        triggerRef.current = node;
        if (typeof forwardedRef === 'function') forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      }}
    />
  );
});

export const Title = forwardRef<
  HTMLHeadingElement,
  Omit<ComponentPropsWithoutRef<typeof RadixDialog.Title>, 'asChild'>
>(function Title(props, ref) {
  return (
    <RadixDialog.Title asChild>
      <S.Title ref={ref} {...props} />
    </RadixDialog.Title>
  );
});

export const Description = forwardRef<
  HTMLParagraphElement,
  Omit<ComponentPropsWithoutRef<typeof RadixDialog.Description>, 'asChild'>
>(function Description(props, ref) {
  return (
    <RadixDialog.Description asChild>
      <S.Description ref={ref} {...props} />
    </RadixDialog.Description>
  );
});
