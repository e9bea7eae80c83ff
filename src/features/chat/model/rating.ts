import type { TFunction } from 'i18next';

/** A rating in words, for screen readers and lists: "4 星（满意）" (texts of the rating feature). */
export const ratingLabel = (t: TFunction, score: number): string =>
  t('rating.stars', {
    score,
    label: t(`rating.scores.s${Math.min(5, Math.max(1, Math.round(score))) as 1}`),
  });
