import { registerTexts } from '@/lib/i18n';
import { metricsEn, metricsZh } from '@/lib/i18n/locales/features/metrics';
import { ratingEn, ratingZh } from '@/lib/i18n/locales/features/rating';
import { reviewEn, reviewZh } from '@/lib/i18n/locales/features/review';

// This screen's texts load with it, not with the visitor's chat.
registerTexts('review', { 'zh-CN': reviewZh, en: reviewEn });
registerTexts('metrics', { 'zh-CN': metricsZh, en: metricsEn });
registerTexts('rating', { 'zh-CN': ratingZh, en: ratingEn });

export { ReviewScreen } from './components/review-screen';
