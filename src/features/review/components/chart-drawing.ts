import type uPlot from 'uplot';
import type { MetricUnit } from '../model/metrics';

/** What one chart draws: a value per category (day, engineer, skill group or star) and series. */
export interface ChartData {
  labels: string[];
  /** Shorter labels for the x axis (a day without its year); the table keeps `labels`. */
  axisLabels?: string[];
  series: { name: string; color: string; values: (number | null)[] }[];
  kind: 'bars' | 'lines';
  unit: MetricUnit;
  /** A value as the axis writes it (durations as text, counts as numbers). */
  format: (value: number) => string;
  /** Axis text and grid lines. */
  ink: { text: string; grid: string };
}

/** The plot's height in CSS px; the width is the container's. */
export const CHART_HEIGHT = 200;
/** The x axis' height in CSS px: one line of labels. */
export const X_AXIS_SIZE = 32;
/** The first series' point diameter on a line chart, in CSS px. */
export const POINT_SIZE = 9;
/** The fewest pixels between two category labels on the x axis (fewer are skipped). */
export const LABEL_SPACING = 56;

/**
 * The lowest top of a count or duration axis: a day of one chat, or waits under a second, are
 * drawn low on a readable scale instead of filling the plot.
 */
export const LEAST_TOP = { count: 1, duration: 10_000 } as const;

/** Axis steps that read well: whole counts, round durations (ms), whole stars. */
const STEPS: Record<MetricUnit, number[]> = {
  count: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000],
  duration: [
    1, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 14_400, 28_800, 43_200, 86_400,
    172_800, 432_000, 864_000,
  ].map((s) => s * 1000),
  score: [1],
};

/** Which categories get a label: every k-th, so labels never overlap at this width. */
export function labelStep(count: number, width: number): number {
  const room = Math.max(1, Math.floor(width / LABEL_SPACING));
  return Math.max(1, Math.ceil(count / room));
}

/** uPlot's options for the data at this width. */
export function chartOptions(U: typeof uPlot, data: ChartData, width: number): uPlot.Options {
  const n = data.labels.length;
  const step = labelStep(n, width);
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: data.kind === 'lines' } },
    scales: {
      x: { time: false, range: [-0.5, Math.max(0.5, n - 0.5)] },
      y: {
        range: (_u, _min, max) =>
          data.unit === 'score' ? [0, 5] : [0, Math.max(max * 1.15, LEAST_TOP[data.unit])],
      },
    },
    axes: [
      {
        stroke: data.ink.text,
        size: X_AXIS_SIZE,
        grid: { show: false },
        ticks: { show: false },
        splits: () => data.labels.map((_, i) => i).filter((i) => i % step === 0),
        values: (_u, splits) => splits.map((i) => (data.axisLabels ?? data.labels)[i] ?? ''),
      },
      {
        stroke: data.ink.text,
        grid: { stroke: data.ink.grid, width: 1 },
        ticks: { show: false },
        size: data.unit === 'duration' ? 80 : 40,
        incrs: STEPS[data.unit],
        values: (_u, splits) => splits.map((v) => data.format(v)),
      },
    ],
    series: [
      {},
      ...data.series.map((s, i) => ({
        label: s.name,
        stroke: s.color,
        width: data.kind === 'bars' ? 0 : 2,
        fill: data.kind === 'bars' ? s.color : undefined,
        paths: data.kind === 'bars' ? U.paths.bars?.({ size: [0.6, 48] }) : undefined,
        // Later series draw smaller points, so equal values (one chat: median = P90) both show.
        points: { show: data.kind === 'lines', size: POINT_SIZE - 3 * i, fill: s.color },
        spanGaps: false,
      })),
    ],
  };
}

/** uPlot's columns: the category index, then each series' values. */
export const chartColumns = (data: ChartData): uPlot.AlignedData => [
  data.labels.map((_, i) => i),
  ...data.series.map((s) => s.values),
];

/** uPlot and its stylesheet, in a chunk of their own: only the metrics load them. */
export async function loadUplot(): Promise<typeof uPlot> {
  const [module] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
  return module.default;
}
