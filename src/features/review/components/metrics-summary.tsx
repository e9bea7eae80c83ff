import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MetricsBucketView } from '@/lib/contract';
import type { MetricFormat } from '../hooks/use-metric-format';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

const Item = styled.div`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  dt {
    font-size: ${({ theme }) => theme.font.sizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
    font-weight: ${({ theme }) => theme.font.weights.bold};
    font-variant-numeric: tabular-nums;
  }
  small {
    font-size: ${({ theme }) => theme.font.sizes.xs};
    font-weight: ${({ theme }) => theme.font.weights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The filter's totals, one figure each (terms and values, so each value has its name). */
export function MetricsSummary({
  total,
  format,
}: {
  total: MetricsBucketView;
  format: MetricFormat;
}) {
  const { t } = useTranslation();
  const items = [
    ['chats', format.cell('count', total.chats)],
    ['waitMedian', format.cell('duration', total.wait.median_ms)],
    ['firstResponseMedian', format.cell('duration', total.first_response.median_ms)],
    ['handlingMedian', format.cell('duration', total.handling.median_ms)],
    ['leaveMessages', format.cell('count', total.leave_messages)],
  ] as const;
  return (
    <section aria-label={t('metrics.summary.label')}>
      <List>
        {items.map(([key, value]) => (
          <Item key={key}>
            <dt>{t(`metrics.summary.${key}`)}</dt>
            <dd>{value}</dd>
          </Item>
        ))}
        <Item>
          <dt>{t('metrics.summary.ratingAverage')}</dt>
          <dd>
            {format.cell('score', total.rating.average)}{' '}
            <small>{t('metrics.summary.ratingCount', { count: total.rating.count })}</small>
          </dd>
        </Item>
      </List>
    </section>
  );
}
