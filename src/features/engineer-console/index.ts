import { registerTexts } from '@/lib/i18n';
import { consoleEn, consoleZh } from '@/lib/i18n/locales/features/console';
import { ratingEn, ratingZh } from '@/lib/i18n/locales/features/rating';

// This screen's texts load with it, not with the visitor's chat.
registerTexts('console', { 'zh-CN': consoleZh, en: consoleEn });
// The rating's words: the ask, and the tags a visitor's rating line names (#17 item 1).
registerTexts('rating', { 'zh-CN': ratingZh, en: ratingEn });

export { ChatEngineerScreen } from './components/chat-engineer-screen';
