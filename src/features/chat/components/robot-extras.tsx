import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatMessage } from '@/lib/contract';

const Section = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Heading = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LinkButton = styled.button`
  display: block;
  padding: ${({ theme }) => theme.space[1]} 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;
  min-height: 32px;
`;

const Chip = styled.button`
  margin: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[1]} 0 0;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  max-width: 100%;
  overflow-wrap: anywhere;
  min-height: 32px;
  cursor: pointer;
`;

export interface RobotExtrasProps {
  robot: NonNullable<ChatMessage['robot']>;
  onArticle?: (id: string, title: string) => void;
  onAsk?: (question: string) => void;
  onTransfer?: () => void;
}

/** A robot answer's article links, suggested questions and the offer to talk to an engineer. */
export function RobotExtras({ robot, onArticle, onAsk, onTransfer }: RobotExtrasProps) {
  const { t } = useTranslation();
  return (
    <>
      {robot.articles.length > 0 && (
        <Section>
          <Heading>{t('chat.robot.articles')}</Heading>
          {robot.articles.map((a) => (
            <LinkButton key={a.id} type="button" onClick={() => onArticle?.(a.id, a.title)}>
              {a.title}
            </LinkButton>
          ))}
        </Section>
      )}
      {robot.suggestions.length > 0 && (
        <Section>
          <Heading>{t('chat.robot.suggestions')}</Heading>
          {robot.suggestions.map((q) => (
            <Chip key={q} type="button" onClick={() => onAsk?.(q)}>
              {q}
            </Chip>
          ))}
        </Section>
      )}
      {robot.transfer && onTransfer && (
        <Section>
          <Chip type="button" onClick={onTransfer}>
            {t('chat.robot.transfer')}
          </Chip>
        </Section>
      )}
    </>
  );
}
