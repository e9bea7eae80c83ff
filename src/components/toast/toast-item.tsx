import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTheme } from 'styled-components';
import { useReducedMotion } from '@/components/theme';
import type { StackSlot, ToastEdge } from './stack-layout';
import { toastStore, type ToastData, type ToastId } from './state';
import { CloseIcon } from '../icons';
import { ToastIcon } from './toast-icons';
import {
  ActionButton,
  Body,
  Card,
  CloseButton,
  Description,
  Item,
  Main,
  Message,
  Text,
} from './toast.styles';
import { useSwipeDismiss, type SwipeOut } from './use-swipe-dismiss';
import { useToastTimer } from './use-toast-timer';

export interface ToastItemProps {
  toast: ToastData;
  slot: StackSlot;
  /** Beyond the visible limit: kept (its timer runs) but not shown or announced. */
  visible: boolean;
  edge: ToastEdge;
  paused: boolean;
  closeLabel: string;
  onHeight: (id: ToastId, height: number) => void;
}

function useMeasuredHeight(id: ToastId, onHeight: ToastItemProps['onHeight']) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Layout size, not getBoundingClientRect: the stack's scale transform must not shrink it.
    onHeight(id, element.offsetHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      onHeight(id, entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [id, onHeight]);
  return ref;
}

/** One toast: timer, swipe, enter/exit and its place in the stack. */
export function ToastItem({
  toast,
  slot,
  visible,
  edge,
  paused,
  closeLabel,
  onHeight,
}: ToastItemProps) {
  const { id } = toast;
  const theme = useTheme();
  const reducedMotion = useReducedMotion();
  const [swipedOut, setSwipedOut] = useState<SwipeOut | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const measureRef = useMeasuredHeight(id, onHeight);
  const bind = useSwipeDismiss(cardRef, edge, setSwipedOut);

  useToastTimer(toast.duration, paused, toast.version, () => toastStore.dismiss(id));
  // Dismissed only after the swipe direction has rendered, so the exit animation knows it.
  useEffect(() => {
    if (swipedOut) toastStore.dismiss(id);
  }, [swipedOut, id]);

  const towardsEdge = edge === 'top' ? -1 : 1;
  const away = -towardsEdge;
  const seconds = (reducedMotion ? 0 : theme.durations.base) / 1000;
  const exit = swipedOut
    ? { opacity: 0, [swipedOut.axis]: `${swipedOut.sign * 110}%` }
    : { opacity: 0, scale: 0.9 };

  return (
    <Item
      $edge={edge}
      data-visible={visible}
      data-type={toast.type}
      aria-hidden={visible ? undefined : true}
      inert={!visible}
      style={{ zIndex: slot.zIndex }}
      initial={{ opacity: 0, y: towardsEdge * 24, scale: 0.96 }}
      animate={{ opacity: visible ? 1 : 0, y: away * slot.offset, scale: slot.scale }}
      exit={exit}
      transition={{ duration: seconds, ease: [0.2, 0, 0, 1] }}
    >
      <Card
        ref={cardRef}
        {...bind()}
        data-clipped={slot.clipHeight !== null}
        style={{ height: slot.clipHeight ?? undefined }}
      >
        <Body ref={measureRef}>
          <ToastIcon type={toast.type} />
          <Main>
            <Text role={toast.important ? 'alert' : 'status'} aria-atomic="true">
              <Message>{toast.message}</Message>
              {toast.description && <Description>{toast.description}</Description>}
            </Text>
            {toast.action && (
              <ActionButton
                type="button"
                onClick={(event) => {
                  toast.action?.onClick(event);
                  if (!event.defaultPrevented) toastStore.dismiss(id);
                }}
              >
                {toast.action.label}
              </ActionButton>
            )}
          </Main>
          <CloseButton
            size="sm"
            label={closeLabel}
            icon={<CloseIcon />}
            onClick={() => toastStore.dismiss(id)}
          />
        </Body>
      </Card>
    </Item>
  );
}
