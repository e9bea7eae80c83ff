import type { MetricsBucketView, ReviewMetricsView } from '@/lib/contract';
import {
  CSV_COLUMNS,
  csvFilename,
  csvRows,
  csvSeconds,
  durationParts,
  METRICS,
  METRICS_DIMENSIONS,
  metricsQuery,
  roundScore,
  shortDay,
  STARS,
} from './metrics';

const bucket = (key: string, over: Partial<MetricsBucketView> = {}): MetricsBucketView => ({
  key,
  chats: 2,
  wait: { median_ms: 30_400, p90_ms: 61_000 },
  first_response: { median_ms: 5_000, p90_ms: null },
  handling: { median_ms: 600_000, p90_ms: 900_000 },
  rating: { count: 3, average: 4.666, distribution: [0, 0, 1, 0, 2] },
  leave_messages: 1,
  ...over,
});

const metrics: ReviewMetricsView = {
  time_zone: 'Asia/Shanghai',
  total: bucket(''),
  days: [bucket('2026-11-21')],
  engineers: [
    bucket('E1001', { rating: { count: 0, average: null, distribution: [0, 0, 0, 0, 0] } }),
  ],
  skills: [bucket('NB')],
};

describe('metrics model', () => {
  it('asks with the session list filters, without paging, and the reader zone', () => {
    expect(
      metricsQuery(
        { page: 3, engineer: 'E1', skill: 'NB', keyword: '蓝屏', state: 'closed' },
        'UTC',
      ),
    ).toEqual({
      from: undefined,
      to: undefined,
      engineer: 'E1',
      skill: 'NB',
      keyword: '蓝屏',
      state: 'closed',
      tz: 'UTC',
    });
    const days = metricsQuery({ page: 1, from: '2026-11-01', to: '2026-11-02' }, undefined);
    // Local days become instants exactly as the list's search makes them.
    expect(days.from).toBe(new Date(2026, 10, 1).toISOString());
    expect(days.to).toBe(new Date(2026, 10, 3).toISOString());
  });

  it('groups by day, engineer and skill; charts each metric in a fixed order', () => {
    expect(METRICS_DIMENSIONS).toEqual(['day', 'engineer', 'skill']);
    expect(METRICS.map((m) => [m.id, m.unit, m.kind, m.series.map((s) => s.key)])).toEqual([
      ['chats', 'count', 'bars', ['chats']],
      ['wait', 'duration', 'lines', ['median', 'p90']],
      ['firstResponse', 'duration', 'lines', ['median', 'p90']],
      ['handling', 'duration', 'lines', ['median', 'p90']],
      ['rating', 'score', 'lines', ['average']],
      ['leaveMessages', 'count', 'bars', ['leaveMessages']],
    ]);
    const b = bucket('k');
    expect(METRICS.map((m) => m.series.map((s) => s.value(b)))).toEqual([
      [2],
      [30_400, 61_000],
      [5_000, null],
      [600_000, 900_000],
      [4.666],
      [1],
    ]);
    expect(STARS).toEqual([1, 2, 3, 4, 5]);
  });

  it('splits and rounds durations and scores as the table and CSV show them', () => {
    expect(durationParts(45_400)).toEqual({ h: 0, m: 0, s: 45 });
    expect(durationParts(200_000)).toEqual({ h: 0, m: 3, s: 20 });
    expect(durationParts(3_900_000)).toEqual({ h: 1, m: 5, s: 0 });
    expect(durationParts(59_600)).toEqual({ h: 0, m: 1, s: 0 });
    expect(csvSeconds(30_400)).toBe(30);
    expect(csvSeconds(null)).toBeNull();
    expect(roundScore(4.666)).toBe(4.7);
    expect(shortDay('2026-11-21')).toBe('11-21');
  });

  it('writes CSV rows: headings, a row per group, the total last', () => {
    expect(CSV_COLUMNS).toHaveLength(16);
    const rows = csvRows(metrics, 'engineer', {
      heading: (c) => c,
      label: (key) => `工程师${key}`,
      total: '合计',
    });
    expect(rows).toEqual([
      [...CSV_COLUMNS],
      ['工程师E1001', 2, 30, 61, 5, null, 600, 900, 0, null, 0, 0, 0, 0, 0, 1],
      ['合计', 2, 30, 61, 5, null, 600, 900, 3, 4.7, 0, 0, 1, 0, 2, 1],
    ]);
    expect(csvRows(metrics, 'skill', { heading: String, label: String, total: 'T' })[1]![0]).toBe(
      'NB',
    );
  });

  it('names the file after the grouping and the filter days', () => {
    expect(csvFilename({}, 'day')).toBe('service-metrics-by-day.csv');
    expect(csvFilename({ from: '2026-11-01', to: '2026-11-30' }, 'skill')).toBe(
      'service-metrics-by-skill-2026-11-01_2026-11-30.csv',
    );
    expect(csvFilename({ to: '2026-11-30' }, 'engineer')).toBe(
      'service-metrics-by-engineer-2026-11-30.csv',
    );
  });
});
