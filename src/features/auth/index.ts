import { registerTexts } from '@/lib/i18n';
import { authEn, authZh } from '@/lib/i18n/locales/features/auth';

// This screen's texts load with it, not with the visitor's chat.
registerTexts('auth', { 'zh-CN': authZh, en: authEn });

export { LoginScreen } from './components/login-screen';
export { safeRedirect } from './model/redirect';
