import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, registerTexts, type Language } from '@/lib/i18n';
import { metricsEn, metricsZh } from '@/lib/i18n/locales/features/metrics';
import { useMetricFormat } from './use-metric-format';

registerTexts('metrics', { 'zh-CN': metricsZh, en: metricsEn });

function format(language: Language) {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useMetricFormat(), { wrapper }).result.current;
}

describe('how the metrics write their numbers', () => {
  it('writes durations in whole seconds, minutes and hours, leaving out a zero part', () => {
    const zh = format('zh-CN');
    expect(
      [400, 45_000, 200_000, 180_000, 3_900_000, 7_200_000].map((ms) => zh.duration(ms)),
    ).toEqual(['0 秒', '45 秒', '3 分 20 秒', '3 分', '1 小时 5 分', '2 小时']);
    const en = format('en');
    expect([45_000, 200_000, 180_000, 3_900_000, 7_200_000].map((ms) => en.duration(ms))).toEqual([
      '45 s',
      '3 min 20 s',
      '3 min',
      '1 h 5 min',
      '2 h',
    ]);
  });

  it('writes a missing value as a dash and a score to one decimal', () => {
    const zh = format('zh-CN');
    expect(zh.cell('duration', null)).toBe('—');
    expect(zh.cell('score', 4.666)).toBe('4.7');
    expect(zh.cell('score', 4)).toBe('4');
    expect(zh.cell('count', 12_345)).toBe('12,345');
    expect(zh.axis('duration', 60_000)).toBe('1 分');
    expect(zh.axis('count', 2)).toBe('2');
  });
});
