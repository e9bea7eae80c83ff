import { forwardRef, type ReactNode } from 'react';
import type { ContextProp, ScrollerProps } from 'react-virtuoso';
import styled from 'styled-components';
import { Spinner } from '@/components/spinner';

/** What the virtualizer's parts read; passed through Virtuoso's `context`. */
export interface ListContext {
  label: string;
  loadingOlder: boolean;
  hasItems: boolean;
  loadingText: string;
  /** The first item's day while older history may still arrive (its separator is not a row). */
  firstDayLabel: string | null;
  empty: ReactNode;
}

export const Root = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  background: ${({ theme }) => theme.colors.background};
`;

const ScrollerBox = styled.div`
  outline: none;
  overscroll-behavior: contain;
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
`;

/** The scroll container is the live log: labelled, announced politely, focusable for keys. */
export const LogScroller = forwardRef<HTMLDivElement, ScrollerProps & ContextProp<ListContext>>(
  function LogScroller({ context, ...props }, ref) {
    return (
      <ScrollerBox
        {...props}
        ref={ref}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={context.label}
        aria-busy={context.loadingOlder || undefined}
        tabIndex={0}
      />
    );
  },
);

const HeaderBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  /* Always this tall while there are rows: what shows here never moves a message. */
  height: 44px;
  > [role='separator'] {
    flex: 1;
  }
`;

/**
 * The top of the list: the spinner while older items load, else the first day's label while
 * more history may come (then the separator is not a row, see buildRows), else blank.
 */
export function LoadingHeader({ context }: ContextProp<ListContext>) {
  if (!context.hasItems) return null;
  const { loadingOlder, loadingText, firstDayLabel } = context;
  return (
    <HeaderBox>
      {loadingOlder ? (
        <Spinner label={loadingText} size={18} showLabel />
      ) : firstDayLabel ? (
        <DaySeparator label={firstDayLabel} />
      ) : null}
    </HeaderBox>
  );
}

const EmptyBox = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export function EmptyPlaceholder({ context }: ContextProp<ListContext>) {
  return <EmptyBox>{context.empty}</EmptyBox>;
}

/**
 * Breathing room under the newest row, so it never touches the edge. Only under rows: in an
 * empty list it would sit under the placeholder and jump to the bottom when the first message
 * comes (a layout shift on every first load).
 */
const FooterBox = styled.div`
  height: ${({ theme }) => theme.space[2]};
`;
export const FooterSpace = ({ context }: ContextProp<ListContext>) =>
  context.hasItems ? <FooterBox /> : null;

export const RowBox = styled.div`
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
`;

const SeparatorBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** A day separator; its name is the day, since a separator's own text is not read out. */
export function DaySeparator({ label, rowKey }: { label: string; rowKey?: string }) {
  return (
    <SeparatorBox role="separator" aria-label={label} data-row-key={rowKey}>
      <span aria-hidden="true">{label}</span>
    </SeparatorBox>
  );
}
