import MiniSearch from 'minisearch';
import type { Article } from './types';

/** SPEC §9: the robot's name. */
export const ROBOT_NAME = '小威';

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

const isEnglish = (text: string) => !/\p{Script=Han}/u.test(text) && /[a-z]/i.test(text);

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

  search(query: string, projectId?: string, limit = 5): Article[] {
    return this.index
      .search(query)
      .map((hit) => this.articles.get(String(hit.id)))
      .filter(
        (a): a is Article =>
          !!a && (!projectId || a.projectId === projectId || a.projectId === '*'),
      )
      .slice(0, limit);
  }

  greeting(name = ROBOT_NAME): string {
    return `您好，我是智能助手${name}，请描述您遇到的问题，例如“电脑无法开机”或“如何申请保修”。需要人工服务时，请输入“转人工”。`;
  }

  answer(question: string, projectId?: string): RobotAnswer {
    const english = isEnglish(question);
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
    const hits = this.search(question, projectId, 4);
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
