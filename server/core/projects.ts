import type { ProjectSummary } from '@/lib/contract';
import type { CoreContext } from './context';

const DEFAULT_PROJECT = 'DEFAULT_PROJECT';

/** The project picker's list: the default project first, then by name as a Chinese reader sorts. */
export function listProjects(ctx: CoreContext): ProjectSummary[] {
  const rank = (id: string) => (id === DEFAULT_PROJECT ? 0 : 1);
  return ctx.store.projects
    .all()
    .sort((a, b) => rank(a.id) - rank(b.id) || a.name.localeCompare(b.name, 'zh-CN'))
    .map((p) => ({
      id: p.id,
      name: p.name,
      company_name: p.companyName,
      company_logo: p.companyLogo || undefined,
    }));
}
