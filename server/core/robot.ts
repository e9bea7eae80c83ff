import MiniSearch from 'minisearch';
import { DEFAULT_LOCALE, type Locale } from './locale';
import type { Article } from './types';

/** SPEC §9: the robot's name. */
export const ROBOT_NAME = '小威';
/** Its name in English texts (the client's locale files say the same). */
const ROBOT_NAME_EN = 'Xiaowei';

const TRANSFER_INTENT =
  /转人工|人工客服|人工服务|转接人工|找人工|真人|人工|human|agent|real person|representative|operator/i;

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('zh', { granularity: 'word' })
    : undefined;

/**
 * Chinese has no spaces: words come from Intl.Segmenter, plus character bigrams so that
 * "电池" still matches inside "电池不充电" when the segmenter splits differently.
 */
export function tokenize(text: string): string[] {
  const lower = text.toLowerCase();
  const words = segmenter
    ? [...segmenter.segment(lower)].filter((s) => s.isWordLike).map((s) => s.segment)
    : lower.split(/[^\p{L}\p{N}]+/u);
  const tokens = new Set(words.filter(Boolean));
  for (const run of lower.match(/\p{Script=Han}+/gu) ?? []) {
    for (let i = 0; i + 1 < run.length; i++) tokens.add(run.slice(i, i + 2));
    if (run.length === 1) tokens.add(run);
  }
  return [...tokens];
}

export interface RobotAnswer {
  text: string;
  articles: { id: string; title: string }[];
  suggestions: string[];
  /** The visitor asked for a human, or the robot could not help: offer the transfer. */
  transfer: boolean;
}

const hasHan = (text: string) => /\p{Script=Han}/u.test(text);
const isEnglish = (text: string) => !hasHan(text) && /[a-z]/i.test(text);

/**
 * The language to answer in: a question written in Chinese is answered in Chinese whatever the
 * page's language, one in English in English; anything else (numbers, emoji) in the page's.
 */
export function answerLocale(question: string, locale: Locale): Locale {
  if (hasHan(question)) return 'zh';
  return isEnglish(question) ? 'en' : locale;
}

/** An FAQ robot over the knowledge base, with a transfer-to-human intent and a fallback. */
export class Robot {
  private index = new MiniSearch<Article & { text: string }>({
    fields: ['title', 'keywords', 'text'],
    storeFields: ['title'],
    tokenize,
    searchOptions: {
      boost: { title: 2, keywords: 3 },
      prefix: (term) => term.length > 3,
      fuzzy: 0.15,
    },
  });
  private articles = new Map<string, Article>();

  constructor(articles: Article[]) {
    for (const article of articles) this.articles.set(article.id, article);
    this.index.addAll(
      articles.map((a) => ({
        ...a,
        keywords: a.keywords.join(' ') as never,
        text: a.paragraphs.join('\n'),
      })),
    );
  }

  /** Hits for `query` in the project, those written in `locale` when there are any. */
  search(query: string, projectId?: string, limit = 5, locale?: Locale): Article[] {
    const hits = this.index
      .search(query)
      .map((hit) => this.articles.get(String(hit.id)))
      .filter(
        (a): a is Article =>
          !!a && (!projectId || a.projectId === projectId || a.projectId === '*'),
      );
    const preferred = locale ? hits.filter((a) => (a.locale ?? DEFAULT_LOCALE) === locale) : hits;
    return (preferred.length > 0 ? preferred : hits).slice(0, limit);
  }

  greeting(locale: Locale = DEFAULT_LOCALE): string {
    return locale === 'en'
      ? `Hello, I'm ${ROBOT_NAME_EN}, your assistant. Tell me what's wrong, for example "my laptop won't turn on" or "how do I claim warranty". Type "human" any time to talk to an engineer.`
      : `您好，我是智能助手${ROBOT_NAME}，请描述您遇到的问题，例如“电脑无法开机”或“如何申请保修”。需要人工服务时，请输入“转人工”。`;
  }

  /** Answers in the question's language (answerLocale), from articles written in it. */
  answer(question: string, projectId?: string, locale: Locale = DEFAULT_LOCALE): RobotAnswer {
    const language = answerLocale(question, locale);
    const english = language === 'en';
    if (TRANSFER_INTENT.test(question)) {
      return {
        text: english
          ? 'Sure, I can connect you to a human engineer. Tap "Talk to an engineer" below.'
          : '好的，正在为您转接人工客服，请点击下方“转人工”按钮。',
        articles: [],
        suggestions: [],
        transfer: true,
      };
    }
    const hits = this.search(question, projectId, 4, language);
    const [best, ...rest] = hits;
    if (!best) {
      return {
        text: english
          ? "Sorry, I couldn't find an answer. Try other words, or talk to an engineer."
          : `抱歉，${ROBOT_NAME}暂时没有找到相关答案。您可以换个说法，或者转人工客服。`,
        articles: [],
        suggestions: [],
        transfer: true,
      };
    }
    return {
      text: best.paragraphs[0] ?? best.title,
      articles: hits.slice(0, 3).map(({ id, title }) => ({ id, title })),
      suggestions: rest.map((a) => a.title),
      transfer: false,
    };
  }
}
