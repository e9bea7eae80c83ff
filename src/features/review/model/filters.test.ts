import { activeFilters, badRange, readView, searchQuery, validDay, writeView } from './filters';

describe('review view in the address', () => {
  it('reads filters, page and session, dropping what is not valid', () => {
    const view = readView(
      new URLSearchParams(
        'from=2026-11-01&to=2026-02-30&engineer=E1001&skill=NB&state=paused&q=%20蓝屏%20&page=3&session=s1',
      ),
    );
    expect(view).toEqual({
      from: '2026-11-01',
      to: undefined, // 30 February does not exist
      engineer: 'E1001',
      skill: 'NB',
      state: undefined,
      keyword: '蓝屏',
      page: 3,
      session: 's1',
    });
    expect(readView(new URLSearchParams('page=-2')).page).toBe(1);
    expect(readView(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(readView(new URLSearchParams('state=active')).state).toBe('active');
  });

  it('writes the view back, keeping other parameters and leaving out defaults', () => {
    const next = writeView(new URLSearchParams('lang=en&project_id=P&q=old&page=4'), {
      keyword: '电池',
      engineer: 'E1002',
      page: 1,
    });
    expect(next.get('lang')).toBe('en');
    expect(next.get('project_id')).toBe('P');
    expect(next.get('q')).toBe('电池');
    expect(next.get('engineer')).toBe('E1002');
    expect(next.has('page')).toBe(false);
    expect(readView(writeView(new URLSearchParams(), { page: 2, session: 'x' }))).toMatchObject({
      page: 2,
      session: 'x',
    });
  });

  it('counts active filters and spots a reversed range', () => {
    expect(activeFilters({ page: 1 })).toBe(0);
    expect(activeFilters({ page: 2, session: 's', engineer: 'E1', keyword: 'x' })).toBe(2);
    expect(badRange({ from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(badRange({ from: '2026-03-01', to: '2026-03-01' })).toBe(false);
    expect(badRange({ from: '2026-03-01' })).toBe(false);
  });

  it('accepts only real calendar days', () => {
    expect(validDay('2024-02-29')).toBe('2024-02-29');
    expect(validDay('2025-02-29')).toBeUndefined();
    expect(validDay('2025-2-1')).toBeUndefined();
    expect(validDay(null)).toBeUndefined();
  });
});

describe('search query', () => {
  it('turns local days into instants: the start of from, the start of the day after to', () => {
    const query = searchQuery(
      { from: '2026-03-01', to: '2026-03-31', page: 2, state: 'closed' },
      20,
    );
    expect(new Date(query.from!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(query.to!).getTime()).toBe(new Date(2026, 3, 1).getTime());
    expect(query).toMatchObject({ page: 2, size: 20, state: 'closed' });
    expect(searchQuery({ page: 1 }, 20)).toMatchObject({ from: undefined, to: undefined });
  });
});

describe('the metrics tab in the address', () => {
  it('is read and written as tab=metrics, and nothing for the session list', () => {
    expect(readView(new URLSearchParams('tab=metrics&skill=NB'))).toMatchObject({
      tab: 'metrics',
      skill: 'NB',
    });
    expect(readView(new URLSearchParams('tab=charts')).tab).toBeUndefined();
    const written = writeView(new URLSearchParams('lang=en'), { page: 1, tab: 'metrics' });
    expect(written.toString()).toBe('lang=en&tab=metrics');
    expect(writeView(written, { page: 1 }).toString()).toBe('lang=en');
  });
});
