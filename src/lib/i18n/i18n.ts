import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../constants';
import { localStore } from '../storage';
import { zhCN } from './locales/zh-CN';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** SPEC's texts are Chinese, so Chinese is the default whatever the browser says. */
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/**
 * Each language's own texts. Chinese, the default, comes with the first load; another language
 * is a chunk of its own that loadLanguage fetches when the page starts in it or switches to it,
 * so a Chinese reader's first load does not carry the English texts (about 3 kB).
 */
const languageTexts: Partial<Record<Language, object>> = { 'zh-CN': zhCN };
const LOADERS: Record<Language, () => Promise<object>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  en: () => import('./locales/en').then((m) => m.en),
};

/** Makes a language's own texts available to every instance, made before or after. */
export function provideLanguage(language: Language, texts: object): void {
  languageTexts[language] = texts;
  for (const instance of instances)
    instance.addResourceBundle(language, 'translation', texts, true, false);
}

/** Loads a language's texts once; until they arrive its instances speak Chinese. */
export async function loadLanguage(language: Language): Promise<void> {
  if (!languageTexts[language]) provideLanguage(language, await LOADERS[language]());
}

/**
 * Texts of screens that load on demand (engineer console, review, login...) come with their
 * chunk, not with the visitor's first load: a feature registers them when its module loads.
 */
const lazyTexts: Record<Language, Record<string, object>> = { 'zh-CN': {}, en: {} };
const instances = new Set<i18n>();

export function registerTexts(key: string, texts: Record<Language, object>): void {
  for (const language of LANGUAGES) {
    lazyTexts[language][key] = texts[language];
    for (const instance of instances)
      instance.addResourceBundle(language, 'translation', { [key]: texts[language] }, true, true);
  }
}

function isLanguage(value: string | null | undefined): value is Language {
  return LANGUAGES.includes(value as Language);
}

/**
 * A language tag as people and host pages write it (zh, zh-cn, zh_Hans, en-US, EN) as one of
 * ours, by its primary subtag; undefined for any other language.
 */
export function normalizeLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  if (isLanguage(tag)) return tag;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'zh' ? 'zh-CN' : primary === 'en' ? 'en' : undefined;
}

/** The ?lang= parameter wins (and is remembered), then the remembered choice, then Chinese. */
export function pickLanguage(search: URLSearchParams, stored: string | null): Language {
  const fromUrl = normalizeLanguage(search.get('lang'));
  if (fromUrl) return fromUrl;
  if (isLanguage(stored)) return stored;
  return DEFAULT_LANGUAGE;
}

export function createI18n(language: Language = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  instances.add(instance);
  void instance.use(initReactI18next).init({
    resources: {
      'zh-CN': { translation: { ...zhCN, ...lazyTexts['zh-CN'] } },
      en: { translation: { ...languageTexts.en, ...lazyTexts.en } },
    },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes; nothing is rendered as HTML.
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/**
 * Switches language, remembers it and keeps <html lang> true for screen readers. A language
 * whose texts cannot be fetched (offline) is not switched to: the page keeps speaking as before.
 */
export async function changeLanguage(instance: i18n, language: Language): Promise<void> {
  try {
    await loadLanguage(language);
  } catch {
    return;
  }
  await instance.changeLanguage(language);
  localStore.setItem(STORAGE_KEYS.language, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language to start with; a ?lang= choice is remembered for the next visit. */
export function initialLanguage(): Language {
  const search = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  const stored = localStore.getItem(STORAGE_KEYS.language);
  const language = pickLanguage(search, stored);
  if (search.has('lang') && language !== stored)
    localStore.setItem(STORAGE_KEYS.language, language);
  return language;
}
