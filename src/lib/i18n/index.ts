export {
  changeLanguage,
  createI18n,
  DEFAULT_LANGUAGE,
  initialLanguage,
  LANGUAGES,
  normalizeLanguage,
  pickLanguage,
  registerTexts,
  resources,
} from './i18n';
export type { Language } from './i18n';
