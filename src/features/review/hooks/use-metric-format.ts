import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { durationParts, roundScore, type MetricUnit } from '../model/metrics';

export interface MetricFormat {
  /** A duration in the reader's words: '45 秒', '3 分 20 秒', '3 分', '1 小时 5 分', '2 小时'. */
  duration: (ms: number) => string;
  /** A value in a table or summary; a missing one (nothing measured) as a dash. */
  cell: (unit: MetricUnit, value: number | null) => string;
  /** A value on a chart's axis. */
  axis: (unit: MetricUnit, value: number) => string;
}

/** How the metrics write their numbers, in the reader's language. */
export function useMetricFormat(): MetricFormat {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const duration = (ms: number) => {
      const { h, m, s } = durationParts(ms);
      if (h > 0) return m > 0 ? t('metrics.duration.hm', { h, m }) : t('metrics.duration.h', { h });
      if (m > 0) return s > 0 ? t('metrics.duration.ms', { m, s }) : t('metrics.duration.m', { m });
      return t('metrics.duration.s', { s });
    };
    const axis = (unit: MetricUnit, value: number) =>
      unit === 'duration' ? duration(value) : number.format(value);
    return {
      duration,
      axis,
      cell: (unit, value) => {
        if (value === null) return t('metrics.none');
        return unit === 'score' ? number.format(roundScore(value)) : axis(unit, value);
      },
    };
  }, [t, language]);
}
