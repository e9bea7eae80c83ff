import type { Project } from '@/lib/contract';

/** More projects than fit on a phone screen at once: then the list gets a search field. */
export const SEARCH_THRESHOLD = 6;

export const isSearchable = (count: number): boolean => count > SEARCH_THRESHOLD;

/** Lower case, width-folded (full-width ＴｈｉｎｋＰａｄ typed on a Chinese keyboard), no spaces. */
function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** Projects whose name, company or id contains the query; an empty query keeps them all. */
export function filterProjects(projects: readonly Project[], query: string): Project[] {
  const needle = fold(query);
  if (!needle) return [...projects];
  return projects.filter((p) =>
    [p.name, p.company ?? '', p.id].some((field) => fold(field).includes(needle)),
  );
}

/**
 * Where choosing a project leads: /index/:project, keeping the page's other options (isiframe,
 * lang) but not project_id, which the path now states. The id is encoded so it cannot alter
 * the path.
 */
export function projectHref(projectId: string, search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete('project_id');
  const query = rest.toString();
  return `/index/${encodeURIComponent(projectId)}${query ? `?${query}` : ''}`;
}
