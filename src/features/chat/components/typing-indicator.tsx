import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const bounce = keyframes`
  0%, 60%, 100% { transform: translateY(0); opacity: 0.5; }
  30% { transform: translateY(-3px); opacity: 1; }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 20px;
  padding: 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;

const Dots = styled.span`
  display: inline-flex;
  gap: 3px;
  span {
    width: 5px;
    height: 5px;
    border-radius: 50%;
    background: currentColor;
    animation: ${bounce} 1.2s infinite ease-in-out;
  }
  span:nth-child(2) {
    animation-delay: 0.15s;
  }
  span:nth-child(3) {
    animation-delay: 0.3s;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
`;

export interface TypingIndicatorProps {
  /** Whether the other side is typing. The row keeps its height so the list does not jump. */
  active: boolean;
  /** Who is typing, e.g. the engineer's name. */
  name: string;
}

/** "X is typing…" under the conversation; a polite status so screen readers hear it once. */
export function TypingIndicator({ active, name }: TypingIndicatorProps) {
  const { t } = useTranslation();
  return (
    <Row role="status" aria-live="polite">
      {active && (
        <>
          <Dots aria-hidden="true">
            <span />
            <span />
            <span />
          </Dots>
          {t('chat.typing', { name })}
        </>
      )}
    </Row>
  );
}
