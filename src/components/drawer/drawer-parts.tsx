import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawerContext } from './drawer-context';
import { CloseButton, Description, Header, Title } from './drawer.styles';
import { CloseIcon } from '../icons';

type TriggerProps = ComponentPropsWithoutRef<typeof Dialog.Trigger>;

/** Toggles the drawer; with `asChild` it lends the behaviour to its child (e.g. a Button). */
export const DrawerTrigger = forwardRef<HTMLButtonElement, TriggerProps>(
  function DrawerTrigger(props, ref) {
    useDrawerContext('Drawer.Trigger');
    return <Dialog.Trigger {...props} ref={ref} />;
  },
);

export interface DrawerCloseProps extends ComponentPropsWithoutRef<typeof Dialog.Close> {
  /** Accessible name of the default × button. @default t('components.drawer.close') */
  label?: string;
}

/** Closes the drawer. Without children it is a 44 px × button named by `label`. */
export const DrawerClose = forwardRef<HTMLButtonElement, DrawerCloseProps>(function DrawerClose(
  { label, children, asChild, ...props },
  ref,
) {
  useDrawerContext('Drawer.Close');
  const { t } = useTranslation();
  if (asChild || children !== undefined) {
    return (
      <Dialog.Close {...props} asChild={asChild} ref={ref}>
        {children}
      </Dialog.Close>
    );
  }
  return (
    <Dialog.Close {...props} asChild ref={ref}>
      <CloseButton label={label ?? t('components.drawer.close')} icon={<CloseIcon />} />
    </Dialog.Close>
  );
});

/** Names the drawer: Content is aria-labelledby it. */
export const DrawerTitle = forwardRef<
  HTMLHeadingElement,
  ComponentPropsWithoutRef<typeof Dialog.Title>
>(function DrawerTitle(props, ref) {
  useDrawerContext('Drawer.Title');
  return <Title {...props} ref={ref} />;
});

/** Optional; Content is aria-describedby it while it is rendered. */
export const DrawerDescription = forwardRef<
  HTMLParagraphElement,
  ComponentPropsWithoutRef<typeof Dialog.Description>
>(function DrawerDescription(props, ref) {
  useDrawerContext('Drawer.Description');
  return <Description {...props} ref={ref} />;
});

/** A row for the title and the close button. */
export const DrawerHeader = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function DrawerHeader(props, ref) {
    return <Header {...props} ref={ref} />;
  },
);
