import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/drawer';

export interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus goes back to it when the drawer closes. */
  returnFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The phone's menu as a drawer. Its own chunk (the drawer brings Radix Dialog and the swipe
 * gestures): it loads when the visitor points at or focuses the menu button, not with the chat.
 */
export function MenuDrawer({ open, onOpenChange, returnFocus, children }: MenuDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} side="right">
      <Drawer.Overlay />
      <Drawer.Content
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <Drawer.Header>
          <Drawer.Title>{t('visitor.actions.menu')}</Drawer.Title>
          <Drawer.Close />
        </Drawer.Header>
        {children}
      </Drawer.Content>
    </Drawer.Root>
  );
}
