import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { toast } from '@/components/toast';
import type { ApiClient } from '@/lib/api-client';
import { RatingForm } from './rating-form';
import { ratingPrompts } from '../model/rating-prompts';
import type { RatingPrompt } from '../model/visitor-store';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 60dvh;
  overflow-y: auto;
  margin: 0 ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;

/**
 * The card above the composer when a conversation with an engineer ended, or the engineer asked
 * for a rating (#17 item 1). Rated or skipped, it goes and is not shown again for that
 * conversation; the history keeps the rating open until it is given.
 */
export function RatingCard({ api, prompt }: { api: ApiClient; prompt: RatingPrompt }) {
  const { t } = useTranslation();
  const headingId = `rating-${prompt.sessionId}`;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('rating.titleNamed', { name: prompt.engineerName })}</h2>
      <p>{t('rating.intro')}</p>
      <RatingForm
        api={api}
        sessionId={prompt.sessionId}
        onRated={() => {
          ratingPrompts.answer(prompt.sessionId);
          toast.success(t('rating.thanks'));
        }}
        onSkip={() => ratingPrompts.answer(prompt.sessionId)}
        onClosed={(text) => {
          ratingPrompts.answer(prompt.sessionId);
          toast.info(text);
        }}
      />
    </Card>
  );
}
