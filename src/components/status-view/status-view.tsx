import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

export type StatusTone = 'neutral' | 'error';

export interface StatusViewProps {
  title: string;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** error renders as role="alert" so it is announced at once. @default 'neutral' */
  tone?: StatusTone;
  /** Moves focus to the title when shown, for screens that replace the page. @default false */
  autoFocus?: boolean;
}

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 40vh;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.xl};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  &:focus {
    outline: none;
  }
`;

const Body = styled.div`
  max-width: 32em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** A centred message with optional actions: empty, not-found and error states. */
export function StatusView({
  title,
  children,
  actions,
  tone = 'neutral',
  autoFocus = false,
}: StatusViewProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) titleRef.current?.focus();
  }, [autoFocus]);
  return (
    <Wrap role={tone === 'error' ? 'alert' : undefined} aria-label={title}>
      <Title ref={titleRef} tabIndex={-1}>
        {title}
      </Title>
      {children && <Body>{children}</Body>}
      {actions && <Actions>{actions}</Actions>}
    </Wrap>
  );
}
