import { REVIEW_STATES, type ReviewSearchQuery, type ReviewState } from '@/lib/contract';

/**
 * The review view lives in the address (so a view can be shared and Back works): filters,
 * page and the open session. Dates are local calendar days, both ends included.
 */
export interface ReviewView {
  from?: string;
  to?: string;
  engineer?: string;
  skill?: string;
  state?: ReviewState;
  keyword?: string;
  page: number;
  session?: string;
  /** The service metrics (#17 item 6) instead of the session list; same filters. */
  tab?: 'metrics';
}

export type FilterName = 'from' | 'to' | 'engineer' | 'skill' | 'state' | 'keyword';

/** Address parameters, short so shared links stay readable. */
export const PARAM: Record<keyof ReviewView, string> = {
  from: 'from',
  to: 'to',
  engineer: 'engineer',
  skill: 'skill',
  state: 'state',
  keyword: 'q',
  page: 'page',
  session: 'session',
  tab: 'tab',
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-MM-dd that names a real day, or undefined. */
export function validDay(value: string | null | undefined): string | undefined {
  const m = value ? DAY.exec(value) : null;
  if (!m) return undefined;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return date.getMonth() === Number(m[2]) - 1 && date.getDate() === Number(m[3])
    ? value!
    : undefined;
}

const text = (value: string | null) => value?.trim() || undefined;

export function readView(search: URLSearchParams): ReviewView {
  const state = search.get(PARAM.state);
  const page = Number(search.get(PARAM.page));
  return {
    from: validDay(search.get(PARAM.from)),
    to: validDay(search.get(PARAM.to)),
    engineer: text(search.get(PARAM.engineer)),
    skill: text(search.get(PARAM.skill)),
    state: REVIEW_STATES.find((s) => s === state),
    keyword: text(search.get(PARAM.keyword)),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    session: text(search.get(PARAM.session)),
    tab: search.get(PARAM.tab) === 'metrics' ? 'metrics' : undefined,
  };
}

/** The next address: the view's parameters replaced, every other parameter (lang, project_id) kept. */
export function writeView(search: URLSearchParams, view: ReviewView): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, param] of Object.entries(PARAM) as [keyof ReviewView, string][]) {
    const value = view[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(param);
    else next.set(param, String(value));
  }
  return next;
}

/** How many filters are on (for the phone's collapsed filter button). */
export function activeFilters(view: ReviewView): number {
  return (['from', 'to', 'engineer', 'skill', 'state', 'keyword'] as const).filter(
    (key) => view[key] !== undefined,
  ).length;
}

const startOfDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/** From after to: the search would be empty by definition, so the form says so instead. */
export function badRange(view: Pick<ReviewView, 'from' | 'to'>): boolean {
  return !!view.from && !!view.to && view.from > view.to;
}

/**
 * The API's query: local days become instants (the start of `from`, the start of the day after
 * `to`), so the server never guesses the reviewer's time zone.
 */
export function searchQuery(view: ReviewView, size: number): ReviewSearchQuery {
  const afterTo = view.to ? startOfDay(view.to) : undefined;
  afterTo?.setDate(afterTo.getDate() + 1);
  return {
    from: view.from ? startOfDay(view.from).toISOString() : undefined,
    to: afterTo?.toISOString(),
    engineer: view.engineer,
    skill: view.skill,
    state: view.state,
    keyword: view.keyword,
    page: view.page,
    size,
  };
}
