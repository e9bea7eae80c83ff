import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { List, Muted, Section, SectionHeader, SectionTitle } from './panel.styles';

const Retry = styled(Button)`
  min-height: 32px;
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export interface ListStateProps {
  state: 'idle' | 'loading' | 'ready' | 'error';
  /** How many items the list holds (0 shows `empty` once ready). */
  count: number;
  texts: { loading: string; error: string; empty: string; retry?: string };
  /** Offered beside the error when given. */
  onRetry?: () => void;
}

/** A console list's loading, error and empty lines: one place for the queue and the sessions. */
export function ListState({ state, count, texts, onRetry }: ListStateProps) {
  if (state === 'error')
    return (
      <Muted role="alert">
        {texts.error}
        {onRetry && (
          <>
            {' '}
            <Retry variant="ghost" onClick={onRetry}>
              {texts.retry}
            </Retry>
          </>
        )}
      </Muted>
    );
  if (state !== 'ready')
    return (
      <Muted as="div">
        <Spinner label={texts.loading} showLabel size={16} />
      </Muted>
    );
  return count === 0 ? <Muted>{texts.empty}</Muted> : null;
}

export interface ListSectionProps extends ListStateProps {
  title: string;
  /** Beside the title: how many (a badge). */
  badge?: ReactNode;
  /** Between the header and the list: a live announcement, a line about the whole centre. */
  before?: ReactNode;
  /** The list's items, shown once there are any. */
  children: ReactNode;
}

/** A titled console list (the queue, the conversations): header, its states, its items. */
export function ListSection({ title, badge, before, children, ...state }: ListSectionProps) {
  const id = useId();
  return (
    <Section aria-labelledby={`${id}-h`}>
      <SectionHeader>
        <SectionTitle id={`${id}-h`}>{title}</SectionTitle>
        {badge}
      </SectionHeader>
      {before}
      <ListState {...state} />
      {state.count > 0 && <List>{children}</List>}
    </Section>
  );
}
