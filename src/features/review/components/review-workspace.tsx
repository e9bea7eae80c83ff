import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusView } from '@/components/status-view';
import type { ReviewedSession } from '@/lib/contract';
import { badRange, searchQuery, type FilterName, type ReviewView } from '../model/filters';
import { useReviewCalls } from '../api/review-calls';
import { useResource } from '@/lib/resource';
import { useReviewView } from '../hooks/use-review-view';
import { FilterBar } from './filter-bar';
import { MetricsPanel } from './metrics-panel';
import { panelId, ReviewTabs, tabId, type ReviewTab } from './review-tabs';
import { SessionResults } from './session-results';
import { TranscriptPane } from './transcript-pane';
import { FiltersArea, ListArea, MetricsArea, TranscriptArea, Workspace } from './review.styles';

export const PAGE_SIZE = 20;

/**
 * The signed-in review: filters, results and a transcript. Desktop shows the list beside the
 * transcript; a phone shows one at a time, and Back (the address) moves between them.
 */
export function ReviewWorkspace({ desktop }: { desktop: boolean }) {
  const { t } = useTranslation();
  const { view, go, href, closeSession } = useReviewView();
  const reviewCalls = useReviewCalls();
  const [options] = useResource('filters', (signal) => reviewCalls.filters(signal));
  const tab: ReviewTab = view.tab ?? 'sessions';
  // The list loads only while it is shown; the metrics make their own call (same filters).
  const query = tab === 'metrics' || badRange(view) ? undefined : searchQuery(view, PAGE_SIZE);
  const [result, retry] = useResource(query && JSON.stringify(query), (signal) =>
    reviewCalls.sessions(query!, signal),
  );
  const skills = useMemo(
    () => new Map((options.data?.skills ?? []).map((s) => [s.code, s.name])),
    [options.data],
  );
  const apply = useCallback(
    (filters: Partial<Pick<ReviewView, FilterName>>) =>
      go({
        from: undefined,
        to: undefined,
        engineer: undefined,
        skill: undefined,
        state: undefined,
        keyword: undefined,
        ...filters,
        page: 1,
      }),
    [go],
  );
  // Rows the open transcript has seen change since the search ran (a live session moves on).
  const [fresh, setFresh] = useState<ReadonlyMap<string, ReviewedSession>>(() => new Map());
  const onSession = useCallback(
    (row: ReviewedSession) => setFresh((rows) => new Map(rows).set(row.id, row)),
    [],
  );
  const tabs = useId();
  const showList = desktop || !view.session;

  return (
    // One tree for both tabs: the filters and tabs stay mounted (and focused) when the tab changes.
    <Workspace $desktop={desktop}>
      {(showList || tab === 'metrics') && (
        <FiltersArea>
          <FilterBar view={view} options={options.data} onApply={apply} collapsible={!desktop} />
          <ReviewTabs
            idBase={tabs}
            selected={tab}
            onSelect={(next) => go({ tab: next === 'metrics' ? 'metrics' : undefined })}
          />
        </FiltersArea>
      )}
      {tab === 'metrics' ? (
        <MetricsArea
          role="tabpanel"
          id={panelId(tabs, 'metrics')}
          aria-labelledby={tabId(tabs, 'metrics')}
        >
          <MetricsPanel view={view} options={options.data} onClear={() => apply({})} />
        </MetricsArea>
      ) : (
        showList && (
          <ListArea
            role="tabpanel"
            id={panelId(tabs, 'sessions')}
            aria-label={t('review.results.label')}
          >
            <SessionResults
              view={view}
              result={result}
              href={href}
              skills={skills}
              fresh={fresh}
              onRetry={retry}
              onClear={() => apply({})}
            />
          </ListArea>
        )
      )}
      {tab === 'metrics' ? null : view.session ? (
        <TranscriptArea $alone={!desktop} aria-label={t('review.transcript.label')}>
          <TranscriptPane
            key={view.session}
            sessionId={view.session}
            skills={skills}
            onBack={desktop ? undefined : closeSession}
            onSession={onSession}
          />
        </TranscriptArea>
      ) : (
        desktop && (
          <TranscriptArea $alone={false} aria-label={t('review.transcript.label')}>
            <StatusView title={t('review.transcript.choose')}>
              {t('review.transcript.chooseHint')}
            </StatusView>
          </TranscriptArea>
        )
      )}
    </Workspace>
  );
}
