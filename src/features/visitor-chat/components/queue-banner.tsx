import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { ProgressBar } from '@/components/progress-bar';
import { Dot } from '@/components/separator';
import type { QueueInfo } from '@/lib/contract';

const Box = styled.section`
  margin: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
`;

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** Where the visitor stands in the queue, live (SPEC §4 queue; position and estimate designed). */
export function QueueBanner({ queue, onCancel }: { queue: QueueInfo; onCancel: () => void }) {
  const { t } = useTranslation();
  const ahead = Math.max(0, queue.position - 1);
  const minutes = Math.max(1, Math.round(queue.estimatedWaitSeconds / 60));
  return (
    <Box role="status" aria-live="polite">
      <Title>{t('visitor.queue.title')}</Title>
      <Line>
        {ahead > 0 ? t('visitor.queue.position', { ahead }) : t('visitor.queue.first')}
        <Dot />
        {t('visitor.queue.estimate', { minutes })}
      </Line>
      <ProgressBar label={t('visitor.queue.title')} />
      <div>
        <Button variant="secondary" onClick={onCancel}>
          {t('visitor.queue.cancel')}
        </Button>
      </div>
    </Box>
  );
}
