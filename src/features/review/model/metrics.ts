import type { MetricsBucketView, ReviewMetricsQuery, ReviewMetricsView } from '@/lib/contract';
import type { CsvCell } from '@/lib/download';
import { searchQuery, type ReviewView } from './filters';

/** How the metrics are grouped: by the reader's day, by engineer or by skill group. */
export const METRICS_DIMENSIONS = ['day', 'engineer', 'skill'] as const;
export type MetricsDimension = (typeof METRICS_DIMENSIONS)[number];

/** The metrics call's query: the session list's filters (one source of truth) and the zone. */
export function metricsQuery(view: ReviewView, timeZone: string | undefined): ReviewMetricsQuery {
  const { page: _page, size: _size, ...filters } = searchQuery(view, 1);
  return { ...filters, tz: timeZone };
}

export const bucketsOf = (metrics: ReviewMetricsView, dimension: MetricsDimension) =>
  dimension === 'day'
    ? metrics.days
    : dimension === 'engineer'
      ? metrics.engineers
      : metrics.skills;

/** What a chart's numbers are: counts, durations (ms) or a 1-5 score. */
export type MetricUnit = 'count' | 'duration' | 'score';

export interface MetricSeries {
  /** Text key of the series' name (metrics.series.*). */
  key: string;
  value: (b: MetricsBucketView) => number | null;
}

export interface MetricDef {
  /** Text key of the chart's title (metrics.charts.*). */
  id: 'chats' | 'wait' | 'firstResponse' | 'handling' | 'rating' | 'leaveMessages';
  unit: MetricUnit;
  /** Bars for counts; lines (with points) for durations and the average score. */
  kind: 'bars' | 'lines';
  series: MetricSeries[];
}

const spreadOf = (pick: (b: MetricsBucketView) => MetricsBucketView['wait']): MetricSeries[] => [
  { key: 'median', value: (b) => pick(b).median_ms },
  { key: 'p90', value: (b) => pick(b).p90_ms },
];

/** One chart per metric, in the order the panel shows them. */
export const METRICS: readonly MetricDef[] = [
  { id: 'chats', unit: 'count', kind: 'bars', series: [{ key: 'chats', value: (b) => b.chats }] },
  { id: 'wait', unit: 'duration', kind: 'lines', series: spreadOf((b) => b.wait) },
  {
    id: 'firstResponse',
    unit: 'duration',
    kind: 'lines',
    series: spreadOf((b) => b.first_response),
  },
  { id: 'handling', unit: 'duration', kind: 'lines', series: spreadOf((b) => b.handling) },
  {
    id: 'rating',
    unit: 'score',
    kind: 'lines',
    series: [{ key: 'average', value: (b) => b.rating.average }],
  },
  {
    id: 'leaveMessages',
    unit: 'count',
    kind: 'bars',
    series: [{ key: 'leaveMessages', value: (b) => b.leave_messages }],
  },
];

/** Star scores, for the rating distribution (index 0 is one star). */
export const STARS = [1, 2, 3, 4, 5] as const;

/** A duration as whole seconds, minutes and hours: the parts the texts put together. */
export function durationParts(ms: number): { h: number; m: number; s: number } {
  const total = Math.round(ms / 1000);
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

/** A rating average to one decimal, as both the table and the CSV show it. */
export const roundScore = (average: number) => Math.round(average * 10) / 10;

/** A duration in the CSV: whole seconds, so a spreadsheet can sum and sort them. */
export const csvSeconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 1000));

/** A day key ('2026-11-21') as the charts' short label ('11-21'). */
export const shortDay = (day: string) => day.slice(5);

/** The CSV's name: what it is, how it is grouped, and the filter's days when it has them. */
export function csvFilename(view: Pick<ReviewView, 'from' | 'to'>, dimension: MetricsDimension) {
  const days = [view.from ?? '', view.to ?? ''].filter(Boolean).join('_');
  return `service-metrics-by-${dimension}${days ? `-${days}` : ''}.csv`;
}

/** The CSV's columns, in order; their headings are texts (metrics.csv.*). */
export const CSV_COLUMNS = [
  'group',
  'chats',
  'waitMedian',
  'waitP90',
  'firstResponseMedian',
  'firstResponseP90',
  'handlingMedian',
  'handlingP90',
  'ratingCount',
  'ratingAverage',
  'star1',
  'star2',
  'star3',
  'star4',
  'star5',
  'leaveMessages',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

const csvRow = (group: string, b: MetricsBucketView): CsvCell[] => [
  group,
  b.chats,
  csvSeconds(b.wait.median_ms),
  csvSeconds(b.wait.p90_ms),
  csvSeconds(b.first_response.median_ms),
  csvSeconds(b.first_response.p90_ms),
  csvSeconds(b.handling.median_ms),
  csvSeconds(b.handling.p90_ms),
  b.rating.count,
  b.rating.average === null ? null : roundScore(b.rating.average),
  ...STARS.map((star) => b.rating.distribution[star - 1] ?? 0),
  b.leave_messages,
];

/**
 * The metrics as CSV rows: headings, a row per day, engineer or skill group (named by `label`),
 * and the total last.
 */
export function csvRows(
  metrics: ReviewMetricsView,
  dimension: MetricsDimension,
  texts: { heading: (column: CsvColumn) => string; label: (key: string) => string; total: string },
): CsvCell[][] {
  return [
    CSV_COLUMNS.map(texts.heading),
    ...bucketsOf(metrics, dimension).map((b) => csvRow(texts.label(b.key), b)),
    csvRow(texts.total, metrics.total),
  ];
}
