// @vitest-environment node
import { createCore } from './core';
import { localeFromHeader, localize, type Translations } from './locale';
import { answerLocale, Robot } from './robot';
import { ManualClock } from './clock';
import { seedSupportCentre } from '../demo/seed';
import { createMemoryStore } from './memory-store';

describe('localeFromHeader', () => {
  it.each([
    [undefined, 'zh'],
    ['', 'zh'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['EN_us', 'en'],
    ['zh-CN', 'zh'],
    ['zh-Hant-TW,en;q=0.8', 'zh'],
    ['fr-FR,en;q=0.5', 'en'],
    ['fr-FR,de;q=0.5', 'zh'],
    ['zh;q=0.2,en;q=0.9', 'en'],
    ['en;q=0,zh', 'zh'],
  ])('reads %j as %s', (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });
});

describe('localize', () => {
  const entry = {
    id: 'x',
    title: '转人工',
    value: '转',
    translations: { en: { title: 'Talk to an engineer', value: '' } },
  };

  it('takes the translated fields, keeps the rest and drops the translations', () => {
    expect(localize(entry, 'en')).toEqual({ id: 'x', title: 'Talk to an engineer', value: '转' });
  });

  it('is the original in Chinese, and without a translation', () => {
    expect(localize(entry, 'zh')).toEqual({ id: 'x', title: '转人工', value: '转' });
    const untranslated: { id: string; title: string; translations?: Translations<object> } = {
      id: 'y',
      title: '保修',
    };
    expect(localize(untranslated, 'en')).toEqual({ id: 'y', title: '保修' });
  });
});

describe('the robot in the reader’s language', async () => {
  const store = createMemoryStore();
  await seedSupportCentre(store, new ManualClock());
  const robot = new Robot(await store.articles.all());

  it('answers a question in the language it is written in, else in the page’s', () => {
    expect(answerLocale('电脑开不了机', 'en')).toBe('zh');
    expect(answerLocale('battery not charging', 'zh')).toBe('en');
    expect(answerLocale('12345', 'en')).toBe('en');
    expect(answerLocale('12345', 'zh')).toBe('zh');
  });

  it('greets in the page’s language', () => {
    expect(robot.greeting('en')).toMatch(/^Hello, I'm Xiaowei/);
    expect(robot.greeting()).toMatch(/^您好，我是智能助手小威/);
  });

  it('answers an English question from the English articles, a Chinese one from the Chinese', () => {
    const english = robot.answer('battery not charging', undefined, 'en');
    expect(english.articles.length).toBeGreaterThan(0);
    expect(english.articles.every((a) => a.id.startsWith('kb-en-'))).toBe(true);
    const chinese = robot.answer('电池充不进电', undefined, 'en');
    expect(chinese.articles.every((a) => !a.id.startsWith('kb-en-'))).toBe(true);
  });

  it('says it found nothing in English when asked in English', () => {
    expect(robot.answer('qqqxz zzkvw', undefined, 'en').text).toMatch(/^Sorry/);
    expect(robot.answer('qqqxz zzkvw', undefined, 'zh').text).toMatch(/^Sorry/);
    expect(robot.answer('？？', undefined, 'zh').text).toMatch(/^抱歉/);
  });
});

describe('project content per locale', async () => {
  const store = createMemoryStore();
  const clock = new ManualClock();
  await seedSupportCentre(store, clock);
  const core = createCore({ store, clock });

  it('serves the company, fast entries and product lines in English, with Chinese as fallback', async () => {
    expect((await core.project(undefined, 'en'))?.companyName).toBe('Lenovo Service');
    expect((await core.project('Legion', 'zh'))?.companyName).toBe('拯救者电竞服务');
    expect((await core.fastEntries('en')).map((e) => e.title)).toEqual([
      "Won't turn on",
      'Not charging',
      'Warranty status',
      'Repair status',
      'Invoice',
      'Book a repair',
      'Warranty policy',
      'Talk to an engineer',
    ]);
    expect((await core.productLines('en')).map((l) => l.name)).toEqual([
      'Laptops',
      'Desktops',
      'Tablets',
      'Monitors',
      'Servers',
    ]);
    expect((await core.projects('en')).map((p) => p.name)).toEqual([
      'Lenovo Service Centre',
      'Legion',
      'ThinkPad Business Service',
    ]);
  });

  it('sends no translations over the wire', async () => {
    for (const entry of await core.fastEntries('zh'))
      expect(entry).not.toHaveProperty('translations');
  });

  it('keeps content that has no translation in Chinese', async () => {
    await store.fastEntries.put({
      id: 'fe-new',
      title: '新功能',
      kind: 'question',
      value: '新功能',
    });
    expect((await core.fastEntries('en')).find((e) => e.id === 'fe-new')?.title).toBe('新功能');
  });
});
