import type { CoreContext } from './context';
import { DEFAULT_LOCALE, localize, type Locale } from './locale';
import type { Project } from './types';

const DEFAULT_PROJECT = 'DEFAULT_PROJECT';

const COLLATION: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };

/** The project picker's list: the default project first, then by name as the reader sorts. */
export async function listProjects(
  ctx: CoreContext,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Project[]> {
  const rank = (id: string) => (id === DEFAULT_PROJECT ? 0 : 1);
  return (await ctx.store.projects.all())
    .map((p) => localize(p, locale))
    .sort((a, b) => rank(a.id) - rank(b.id) || a.name.localeCompare(b.name, COLLATION[locale]));
}
