/**
 * The languages the centre's content is written in. Chinese is the original; other languages
 * translate an entity's reader-facing fields, and a field without a translation falls back to
 * Chinese, so an operator can translate a little at a time.
 */
export type Locale = 'zh' | 'en';
export const DEFAULT_LOCALE: Locale = 'zh';

export type Translations<T> = { [L in Exclude<Locale, 'zh'>]?: Partial<T> };

/** `entity` with its fields in `locale` where translated, without the translations themselves. */
export function localize<T extends { translations?: Translations<object> }>(
  entity: T,
  locale: Locale,
): Omit<T, 'translations'> {
  const { translations, ...original } = entity;
  if (locale === DEFAULT_LOCALE || !translations) return original;
  const translated: object = translations[locale as Exclude<Locale, 'zh'>] ?? {};
  const defined = Object.entries(translated).filter(
    ([, value]) => value !== undefined && value !== '',
  );
  return { ...original, ...Object.fromEntries(defined) } as Omit<T, 'translations'>;
}

/**
 * The reader's locale from an Accept-Language header: the first supported language by
 * preference (q), by primary subtag (en-GB is en, zh-Hant-TW is zh); Chinese when none is.
 */
export function localeFromHeader(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split(/[-_]/)[0], q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranked) if (primary === 'en' || primary === 'zh') return primary;
  return DEFAULT_LOCALE;
}
