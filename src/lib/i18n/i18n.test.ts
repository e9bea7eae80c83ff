import { changeLanguage, createI18n, loadLanguage, pickLanguage, registerTexts } from './i18n';
import { en } from './locales/en';
import { zhCN } from './locales/zh-CN';
import { featuresEn, featuresZh } from './locales/features';

type Tree = { [key: string]: string | Tree };
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

describe('i18n', () => {
  it('defaults to Chinese', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('screens.notFound.title')).toBe('页面不存在');
  });

  it('has English available', () => {
    expect(createI18n('en').t('screens.notFound.title')).toBe('Page not found');
  });

  it('has every Chinese key in English and no extra ones', () => {
    expect(keys(en as Tree).sort()).toEqual(keys(zhCN as Tree).sort());
  });

  it('has every Chinese key in English for each screen that registers its texts later', () => {
    for (const key of Object.keys(featuresZh) as (keyof typeof featuresZh)[])
      expect(keys(featuresEn[key] as Tree).sort(), key).toEqual(
        keys(featuresZh[key] as Tree).sort(),
      );
  });

  it('switching to a language loads its texts before the page speaks it', async () => {
    const i18n = createI18n();
    await changeLanguage(i18n, 'en');
    expect(i18n.t('screens.notFound.title')).toBe('Page not found');
    await loadLanguage('en'); // once: a second call changes nothing
    expect(createI18n('en').t('app.languages.en')).toBe('English');
  });

  it('a screen’s texts registered after start reach instances made before and after', () => {
    const before = createI18n();
    registerTexts('lazyProbe', { 'zh-CN': { hello: '你好' }, en: { hello: 'Hello' } });
    const after = createI18n('en');
    expect(before.t('lazyProbe.hello' as never)).toBe('你好');
    expect(after.t('lazyProbe.hello' as never)).toBe('Hello');
  });

  it('takes ?lang= first, then the stored choice, and ignores unknown languages', () => {
    expect(pickLanguage(new URLSearchParams('lang=en'), 'zh-CN')).toBe('en');
    expect(pickLanguage(new URLSearchParams(''), 'en')).toBe('en');
    expect(pickLanguage(new URLSearchParams('lang=fr'), 'de')).toBe('zh-CN');
    // After ?lang=en was used (and remembered), ?lang=zh switches back, however it is written.
    for (const zh of ['zh', 'zh-cn', 'zh_CN', 'zh-Hans', 'ZH'])
      expect(pickLanguage(new URLSearchParams(`lang=${zh}`), 'en')).toBe('zh-CN');
    for (const en of ['EN', 'en-US', 'en_GB'])
      expect(pickLanguage(new URLSearchParams(`lang=${en}`), 'zh-CN')).toBe('en');
  });
});

describe('initialLanguage', () => {
  it('remembers a ?lang= choice for the next visit', async () => {
    const { initialLanguage } = await import('./i18n');
    window.history.replaceState(null, '', '/review?lang=en');
    expect(initialLanguage()).toBe('en');
    window.history.replaceState(null, '', '/projects');
    expect(initialLanguage()).toBe('en');
  });
});
