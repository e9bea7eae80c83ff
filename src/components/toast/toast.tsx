import { AnimatePresence } from 'framer-motion';
import { MotionProvider } from '@/components/motion';
import { useCallback, useMemo, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@/lib/constants';
import { parsePosition, stackExtent, stackLayout, type ToastPosition } from './stack-layout';
import { toastStore, type ToastId } from './state';
import { ToastItem } from './toast-item';
import { List } from './toast.styles';
import { useDocumentHidden } from './use-document-hidden';

export interface ToasterProps {
  /** Where the stack sits. @default 'top-center' (clear of the chat composer) */
  position?: ToastPosition;
  /** How many toasts show at once; older ones wait behind, still counting down. @default 3 */
  visibleToasts?: number;
  /** Always show the stack expanded instead of only on hover or focus. @default false */
  expand?: boolean;
  /** Distance from the screen edge, plus the safe-area inset. @default LAYOUT.toastOffsetPx (20) */
  offset?: number;
  /** Space between expanded toasts. @default LAYOUT.toastSpacingPx (16) */
  gap?: number;
  /** Overrides the i18n texts. */
  labels?: { region?: string; close?: string };
}

const subscribe = toastStore.subscribe;
const getSnapshot = toastStore.getSnapshot;

/**
 * Renders the toasts raised with `toast()`. Mount one near the root; toasts raised before it
 * mounts appear when it does. Hovering or focusing the stack expands it and pauses every timer,
 * as does a hidden tab.
 */
export function Toaster({
  position = 'top-center',
  visibleToasts = 3,
  expand = false,
  offset = LAYOUT.toastOffsetPx,
  gap = LAYOUT.toastSpacingPx,
  labels,
}: ToasterProps) {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [heights, setHeights] = useState<Record<string, number>>({});
  const documentHidden = useDocumentHidden();
  const { edge, align } = parsePosition(position);

  const newestFirst = useMemo(() => [...toasts].reverse(), [toasts]);
  const expanded = expand || hovered || focused;
  const visibleHeights = newestFirst
    .slice(0, visibleToasts)
    .map((item) => heights[String(item.id)] ?? 0);
  const slots = stackLayout(visibleHeights, { expanded, gap });
  const extent = stackExtent(visibleHeights, { expanded, gap });
  const lastSlot = slots[slots.length - 1];

  const onHeight = useCallback((id: ToastId, height: number) => {
    setHeights((prev) => (prev[String(id)] === height ? prev : { ...prev, [String(id)]: height }));
  }, []);

  const onBlur = (event: FocusEvent<HTMLOListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section aria-label={labels?.region ?? t('components.toast.region')}>
      <List
        $edge={edge}
        $align={align}
        $offset={offset}
        data-expanded={expanded}
        style={{ height: extent }}
        // Mouse events, not pointer: a tap on a phone then expands the stack until the next tap
        // elsewhere (compatibility mouse events), where pointerleave would fire on lift.
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <MotionProvider>
          <AnimatePresence>
            {newestFirst.map((item, index) => {
              const slot = slots[index] ?? lastSlot;
              if (!slot) return null;
              return (
                <ToastItem
                  key={item.id}
                  toast={item}
                  slot={slot}
                  visible={index < visibleToasts}
                  edge={edge}
                  paused={hovered || focused || documentHidden}
                  closeLabel={labels?.close ?? t('components.toast.close')}
                  onHeight={onHeight}
                />
              );
            })}
          </AnimatePresence>
        </MotionProvider>
      </List>
    </section>
  );
}
