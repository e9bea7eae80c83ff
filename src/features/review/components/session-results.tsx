import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { StatusView } from '@/components/status-view';
import type { Paged, ReviewedSession } from '@/lib/contract';
import type { ReviewView } from '../model/filters';
import type { Resource } from '@/lib/resource';
import { SessionRow } from './session-row';
import { Muted } from './review.styles';

type Page = Paged<ReviewedSession>;

const Summary = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 36px;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface SessionResultsProps {
  view: ReviewView;
  result: Resource<Page>;
  href: (patch: Partial<ReviewView>) => string;
  skills: ReadonlyMap<string, string>;
  /** Newer copies of rows (from the open transcript's polls). */
  fresh: ReadonlyMap<string, Page['items'][number]>;
  onRetry: () => void;
  onClear: () => void;
}

/** The results: a count (announced), the sessions as a list of links, and paging. */
export function SessionResults({
  view,
  result,
  href,
  skills,
  fresh,
  onRetry,
  onClear,
}: SessionResultsProps) {
  const { t } = useTranslation();
  const id = useId();
  const page = result.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.size)) : 1;
  const rows = useMemo(
    () =>
      (page?.items ?? []).map((row) => {
        const newer = fresh.get(row.id);
        // The search's keyword match stays: the transcript's copy of the row has none.
        return newer ? { ...newer, match: row.match } : row;
      }),
    [page, fresh],
  );

  if (result.status === 'error' && !page)
    return (
      <StatusView
        tone="error"
        title={t('review.results.error')}
        actions={<Button onClick={onRetry}>{t('review.results.retry')}</Button>}
      />
    );
  return (
    <>
      <Summary>
        <Muted role="status" id={`${id}-count`}>
          {page ? t('review.results.count', { total: page.total }) : ''}
        </Muted>
        {result.status === 'loading' && <Spinner label={t('app.loading')} size={16} />}
      </Summary>
      <Scroll>
        {!page ? null : rows.length === 0 ? (
          <StatusView
            title={t('review.results.empty')}
            actions={
              <Button variant="secondary" onClick={onClear}>
                {t('review.filters.clear')}
              </Button>
            }
          >
            {t('review.results.emptyHint')}
          </StatusView>
        ) : (
          <List aria-label={t('review.results.label')} aria-describedby={`${id}-count`}>
            {rows.map((row) => (
              <li key={row.id}>
                <SessionRow
                  row={row}
                  href={href({ session: row.id })}
                  current={row.id === view.session}
                  skills={skills}
                  keyword={view.keyword}
                />
              </li>
            ))}
          </List>
        )}
      </Scroll>
      {page && pages > 1 && (
        <Pager aria-label={t('review.results.pages')}>
          <PageLink to={href({ page: view.page - 1, session: undefined })} off={view.page <= 1}>
            {t('review.results.previous')}
          </PageLink>
          <Muted>{t('review.results.pageOf', { page: view.page, pages })}</Muted>
          <PageLink to={href({ page: view.page + 1, session: undefined })} off={view.page >= pages}>
            {t('review.results.next')}
          </PageLink>
        </Pager>
      )}
    </>
  );
}

const pageLinkStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
`;
const PageAnchor = styled(Link)`
  ${pageLinkStyle}
  color: ${({ theme }) => theme.colors.link};
`;
const PageEnd = styled.span`
  ${pageLinkStyle}
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A page link; at either end it stays in place but is inert, so the layout does not jump. */
function PageLink({ to, off, children }: { to: string; off: boolean; children: string }) {
  return off ? (
    <PageEnd aria-disabled="true">{children}</PageEnd>
  ) : (
    <PageAnchor to={to}>{children}</PageAnchor>
  );
}
