import 'i18next';
import type { featuresZh } from './locales/features';
import type { zhCN } from './locales/zh-CN';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Feature texts register when their chunk loads (registerTexts) but are typed like the rest.
    resources: { translation: typeof zhCN & typeof featuresZh };
  }
}
