import { registerTexts } from '@/lib/i18n';
import { hostEn, hostZh } from '@/lib/i18n/locales/features/host';

// This screen's texts load with it, not with the visitor's chat.
registerTexts('host', { 'zh-CN': hostZh, en: hostEn });

export { TestScreen } from './components/test-screen';
export { TestSaasScreen } from './components/test-saas-screen';
