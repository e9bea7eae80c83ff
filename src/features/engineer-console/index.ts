import { registerTexts } from '@/lib/i18n';
import { consoleEn, consoleZh } from '@/lib/i18n/locales/features/console';

// This screen's texts load with it, not with the visitor's chat.
registerTexts('console', { 'zh-CN': consoleZh, en: consoleEn });

export { ChatEngineerScreen } from './components/chat-engineer-screen';
