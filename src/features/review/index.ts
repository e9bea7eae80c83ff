import { registerTexts } from '@/lib/i18n';
import { reviewEn, reviewZh } from '@/lib/i18n/locales/features/review';

// This screen's texts load with it, not with the visitor's chat.
registerTexts('review', { 'zh-CN': reviewZh, en: reviewEn });

export { ReviewScreen } from './components/review-screen';
