import type uPlot from 'uplot';
import {
  CHART_HEIGHT,
  chartColumns,
  chartOptions,
  LABEL_SPACING,
  labelStep,
  LEAST_TOP,
  POINT_SIZE,
  X_AXIS_SIZE,
  type ChartData,
} from './chart-drawing';

const bars = vi.fn(() => () => null);
const U = { paths: { bars } } as unknown as typeof uPlot;

const data = (over: Partial<ChartData> = {}): ChartData => ({
  labels: ['2026-11-20', '2026-11-21', '2026-11-22'],
  axisLabels: ['11-20', '11-21', '11-22'],
  series: [
    { name: '中位数', color: '#e1140a', values: [1000, null, 3000] },
    { name: 'P90', color: '#0b57c2', values: [2000, null, 9000] },
  ],
  kind: 'lines',
  unit: 'duration',
  format: (v) => `${v / 1000}s`,
  ink: { text: '#5b6270', grid: '#d9dce1' },
  ...over,
});

describe('chart drawing', () => {
  it('labels every category while they fit, and every k-th when they would overlap', () => {
    expect(LABEL_SPACING).toBe(56);
    expect(labelStep(7, 560)).toBe(1);
    expect(labelStep(30, 560)).toBe(3);
    expect(labelStep(31, 56)).toBe(31);
    expect(labelStep(5, 0)).toBe(5);
  });

  it('draws categories by index, series as given, gaps left open', () => {
    expect(chartColumns(data())).toEqual([
      [0, 1, 2],
      [1000, null, 3000],
      [2000, null, 9000],
    ]);
    const options = chartOptions(U, data(), 600);
    expect(options).toMatchObject({ width: 600, height: CHART_HEIGHT, legend: { show: false } });
    expect(CHART_HEIGHT).toBe(200);
    expect(options.series.slice(1)).toMatchObject([
      { label: '中位数', stroke: '#e1140a', width: 2, spanGaps: false, points: { size: 9 } },
      { label: 'P90', stroke: '#0b57c2', width: 2, spanGaps: false, points: { size: 6 } },
    ]);
    expect([POINT_SIZE, X_AXIS_SIZE]).toEqual([9, 32]);
    expect(options.axes![0]!.size).toBe(32);
    const [x, y] = options.axes!;
    const plot = {} as uPlot;
    expect((x!.values as (u: uPlot, s: number[]) => string[])(plot, [0, 2])).toEqual([
      '11-20',
      '11-22',
    ]);
    expect((y!.values as (u: uPlot, s: number[]) => string[])(plot, [0, 60_000])).toEqual([
      '0s',
      '60s',
    ]);
    expect(y!.incrs).toContain(60_000);
    expect(bars).not.toHaveBeenCalled();
  });

  it('draws counts as bars from zero, and scores on a 0-5 scale', () => {
    const counts = chartOptions(U, data({ kind: 'bars', unit: 'count' }), 300);
    expect(bars).toHaveBeenCalledWith({ size: [0.6, 48] });
    expect(counts.axes![1]!.incrs).toEqual([
      1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000,
    ]);
    type RangeFn = (u: uPlot, min: number, max: number) => number[];
    const range = counts.scales!.y!.range as unknown as RangeFn;
    expect(range({} as uPlot, 0, 10)).toEqual([0, 11.5]);
    expect(range({} as uPlot, 0, 0)).toEqual([0, 1]);
    expect(LEAST_TOP).toEqual({ count: 1, duration: 10_000 });
    const waits = chartOptions(U, data(), 300).scales!.y!.range as unknown as RangeFn;
    expect(waits({} as uPlot, 0, 400)).toEqual([0, 10_000]);
    expect(waits({} as uPlot, 0, 60_000)).toEqual([0, 69_000]);
    const scores = chartOptions(U, data({ unit: 'score' }), 300);
    expect((scores.scales!.y!.range as unknown as RangeFn)({} as uPlot, 3, 4)).toEqual([0, 5]);
    expect(scores.axes![1]!.incrs).toEqual([1]);
  });
});
