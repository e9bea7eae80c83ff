import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { StatusView } from '@/components/status-view';
import { VisuallyHidden } from '@/components/visually-hidden';
import type { ReviewMetricsView, ReviewOptions } from '@/lib/contract';
import { localTimeZone, saveFile, toCsv } from '@/lib/download';
import { useResource } from '@/lib/resource';
import { useReviewCalls } from '../api/review-calls';
import { badRange, type ReviewView } from '../model/filters';
import {
  bucketsOf,
  csvFilename,
  csvRows,
  METRICS,
  METRICS_DIMENSIONS,
  metricsQuery,
  shortDay,
  STARS,
  type MetricsDimension,
} from '../model/metrics';
import { useMetricFormat } from '../hooks/use-metric-format';
import type { ChartData } from './chart-drawing';
import { MetricChart } from './metric-chart';
import { MetricsSummary } from './metrics-summary';
import { Actions, Body, Charts, Scroll, Segments, Toolbar } from './metrics.styles';
import { ErrorText, Muted } from './review.styles';

type Options = ReviewOptions;

export interface MetricsPanelProps {
  view: ReviewView;
  /** Engineers and skill groups, for names (codes until loaded). */
  options: Options | undefined;
  /** Clears the shared filters (the empty state's way out). */
  onClear: () => void;
}

/**
 * Service metrics (#17 item 6) of the session list's filters: totals, a chart per metric (each
 * with its numbers as a table) by day, engineer or skill group, and the same numbers as CSV.
 */
export function MetricsPanel({ view, options, onClear }: MetricsPanelProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const headingId = useId();
  const calls = useReviewCalls();
  const format = useMetricFormat();
  const [dimension, setDimension] = useState<MetricsDimension>('day');
  const [exported, setExported] = useState<string>();
  const timeZone = useMemo(() => localTimeZone(), []);
  const query = badRange(view) ? undefined : metricsQuery(view, timeZone);
  const [result, retry] = useResource(query && JSON.stringify(query), (signal) =>
    calls.metrics(query!, signal),
  );
  const metrics = result.data;

  const label = useMemo(() => {
    const engineers = new Map((options?.engineers ?? []).map((e) => [e.code, e.name]));
    const skills = new Map((options?.skills ?? []).map((s) => [s.code, s.name]));
    return (dim: MetricsDimension, key: string) => {
      if (dim === 'day') return key;
      const name = (dim === 'engineer' ? engineers : skills).get(key);
      return name && name !== key ? t('review.filters.option', { name, code: key }) : key;
    };
  }, [options, t]);

  const charts = useMemo(() => {
    if (!metrics) return [];
    const buckets = bucketsOf(metrics, dimension);
    const labels = buckets.map((b) => label(dimension, b.key));
    const colors = [theme.colors.brand, theme.colors.info];
    const ink = { text: theme.colors.textMuted, grid: theme.colors.border };
    const byMetric = METRICS.map((m) => ({
      id: m.id,
      unit: m.unit,
      data: {
        labels,
        axisLabels: dimension === 'day' ? buckets.map((b) => shortDay(b.key)) : undefined,
        series: m.series.map((s, i) => ({
          name: t(`metrics.series.${s.key}` as 'metrics.series.median'),
          color: colors[i % colors.length]!,
          values: buckets.map(s.value),
        })),
        kind: m.kind,
        unit: m.unit,
        format: (v: number) => format.axis(m.unit, v),
        ink,
      } satisfies ChartData,
    }));
    const distribution: ChartData = {
      labels: STARS.map((score) => t('metrics.star', { score })),
      series: [
        {
          name: t('metrics.series.ratings'),
          color: theme.colors.warning,
          values: [...metrics.total.rating.distribution],
        },
      ],
      kind: 'bars',
      unit: 'count',
      format: (v) => format.axis('count', v),
      ink,
    };
    return [
      ...byMetric,
      { id: 'ratingDistribution' as const, unit: 'count' as const, data: distribution },
    ];
  }, [metrics, dimension, label, theme, t, format]);

  const exportCsv = (data: ReviewMetricsView) => {
    const filename = csvFilename(view, dimension);
    const rows = csvRows(data, dimension, {
      heading: (column) =>
        column === 'group' ? t(`metrics.group.${dimension}`) : t(`metrics.csv.${column}`),
      label: (key) => label(dimension, key),
      total: t('metrics.total'),
    });
    saveFile(filename, toCsv(rows), 'text/csv;charset=utf-8');
    setExported(filename);
  };

  // A range that ends before it starts (typed into the address): nothing to ask the server.
  if (!query)
    return (
      <StatusView
        tone="error"
        title={t('review.filters.badRange')}
        actions={<Button onClick={onClear}>{t('review.filters.clear')}</Button>}
      />
    );
  if (result.status === 'error' && !metrics)
    return (
      <StatusView
        tone="error"
        title={t('metrics.error')}
        actions={<Button onClick={retry}>{t('metrics.retry')}</Button>}
      />
    );
  if (!metrics)
    return (
      <StatusView title={t('metrics.loading')}>
        <Spinner label={t('metrics.loading')} />
      </StatusView>
    );
  const empty = metrics.total.chats === 0 && metrics.total.leave_messages === 0;

  return (
    <Scroll>
      <Body aria-labelledby={headingId} aria-busy={result.status === 'loading'}>
        <Toolbar>
          <div>
            <h2 id={headingId}>{t('metrics.title')}</h2>
            <Muted>{t('metrics.scope', { zone: metrics.time_zone })}</Muted>
          </div>
          <Actions>
            <Segments>
              <VisuallyHidden as="legend">{t('metrics.dimension.label')}</VisuallyHidden>
              {METRICS_DIMENSIONS.map((d) => (
                <label key={d}>
                  <input
                    type="radio"
                    name={`${headingId}-dimension`}
                    value={d}
                    checked={dimension === d}
                    onChange={() => {
                      setDimension(d);
                      setExported(undefined);
                    }}
                  />
                  {t(`metrics.dimension.${d}`)}
                </label>
              ))}
            </Segments>
            <Button variant="secondary" disabled={empty} onClick={() => exportCsv(metrics)}>
              {t('metrics.export')}
            </Button>
          </Actions>
        </Toolbar>
        <VisuallyHidden role="status">
          {result.status === 'ok' &&
            (exported
              ? t('metrics.exported', { filename: exported })
              : t('metrics.updated', { count: metrics.total.chats }))}
        </VisuallyHidden>
        {result.status === 'error' && (
          // The last numbers stay on screen; the failure to refresh them is said, with a retry.
          <Actions role="alert">
            <ErrorText>{t('metrics.error')}</ErrorText>
            <Button variant="secondary" onClick={retry}>
              {t('metrics.retry')}
            </Button>
          </Actions>
        )}
        {empty ? (
          <StatusView
            title={t('metrics.empty')}
            actions={
              <Button variant="secondary" onClick={onClear}>
                {t('review.filters.clear')}
              </Button>
            }
          >
            {t('metrics.emptyHint')}
          </StatusView>
        ) : (
          <>
            <MetricsSummary total={metrics.total} format={format} />
            <Charts>
              {charts.map((chart) => (
                <MetricChart
                  key={`${chart.id}-${dimension}`}
                  title={t(`metrics.charts.${chart.id}`)}
                  groupLabel={
                    chart.id === 'ratingDistribution'
                      ? t('metrics.group.score')
                      : t(`metrics.group.${dimension}`)
                  }
                  data={chart.data}
                  cell={(v) => format.cell(chart.unit, v)}
                />
              ))}
            </Charts>
            <Muted>{t('metrics.definitions')}</Muted>
          </>
        )}
      </Body>
    </Scroll>
  );
}
