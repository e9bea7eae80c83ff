export {
  changeLanguage,
  createI18n,
  DEFAULT_LANGUAGE,
  initialLanguage,
  LANGUAGES,
  loadLanguage,
  provideLanguage,
  normalizeLanguage,
  pickLanguage,
  registerTexts,
} from './i18n';
export type { Language } from './i18n';
