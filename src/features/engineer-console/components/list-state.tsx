import styled from 'styled-components';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { Muted } from './panel.styles';

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
