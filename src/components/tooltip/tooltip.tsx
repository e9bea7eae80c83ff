import * as RadixTooltip from '@radix-ui/react-tooltip';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useControllableState } from '../utils';
import { TIMING } from '@/lib/constants';
import { useCloseDelay } from './use-close-delay';

/** Lets a lone <Tooltip> know whether it must bring its own provider. */
const InProvider = createContext(false);

export interface TooltipProviderProps {
  children: ReactNode;
  /** Hover time before a tooltip opens. @default 300 */
  delayDuration?: number;
  /** After one closes, others open at once for this long. @default 300 */
  skipDelayDuration?: number;
}

/** Shares the open delay between tooltips; mount one near the root. */
export function TooltipProvider({
  children,
  delayDuration = 300,
  skipDelayDuration = 300,
}: TooltipProviderProps) {
  return (
    <InProvider.Provider value>
      <RadixTooltip.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
        {children}
      </RadixTooltip.Provider>
    </InProvider.Provider>
  );
}

export interface TooltipProps {
  /** What the tooltip says; short, and never the only way to learn something essential. */
  content: ReactNode;
  /** The trigger: one focusable element (a button), so keyboard users get the tooltip too. */
  children: ReactElement;
  /** @default 'top' */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** @default 'center' */
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Hover time before opening; the provider's when unset. */
  delayDuration?: number;
  /** Time the tooltip stays after the pointer leaves. @default TIMING.tooltipCloseDelayMs (200) */
  closeDelay?: number;
}

const appear = keyframes`
  from { opacity: 0; transform: scale(0.96); }
  to { opacity: 1; transform: scale(1); }
`;

const Content = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: min(280px, calc(100vw - 16px));
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  line-height: ${({ theme }) => theme.font.lineHeights.normal};
  box-shadow: ${({ theme }) => theme.shadows.md};
  overflow-wrap: anywhere;
  transform-origin: var(--radix-tooltip-content-transform-origin);
  animation: ${appear} ${({ theme }) => theme.durations.fast}ms
    ${({ theme }) => theme.easing.decelerate};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${({ theme }) => theme.colors.text};
`;

function TooltipRoot({
  content,
  children,
  side = 'top',
  align = 'center',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  delayDuration,
  closeDelay = TIMING.tooltipCloseDelayMs,
}: TooltipProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const delayed = useCloseDelay(setOpen, closeDelay);

  return (
    <RadixTooltip.Root
      open={open}
      onOpenChange={delayed.onOpenChange}
      delayDuration={delayDuration}
      // Our own delay keeps it open while the pointer crosses to the content (hoverable).
      disableHoverableContent
    >
      <RadixTooltip.Trigger
        asChild
        onPointerEnter={delayed.cancelClose}
        onPointerLeave={delayed.markLeaving}
      >
        {children}
      </RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Content
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          onPointerEnter={delayed.cancelClose}
          onPointerLeave={delayed.scheduleClose}
        >
          {content}
          <Arrow width={10} height={5} />
        </Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}

/**
 * A short hint on hover and keyboard focus (Radix Tooltip). Closes 200 ms after the pointer
 * leaves (SPEC §9), at once on Esc, blur or click. Works with or without a TooltipProvider.
 */
export function Tooltip(props: TooltipProps) {
  const inProvider = useContext(InProvider);
  if (inProvider) return <TooltipRoot {...props} />;
  return (
    <TooltipProvider>
      <TooltipRoot {...props} />
    </TooltipProvider>
  );
}
