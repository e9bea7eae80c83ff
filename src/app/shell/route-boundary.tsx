import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorBoundary } from '@/components/error-boundary';
import { Page } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { StatusView } from '@/components/status-view';
import { isChunkLoadError, reloadNeeded, type RetryableLazy } from '@/lib/lazy';
import styled from 'styled-components';

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
`;

export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <Centre>
      <Spinner label={t('app.loading')} showLabel />
    </Centre>
  );
}

function RouteError({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  // The browser will not fetch what this screen needs again until the page reloads.
  const stuck = reloadNeeded(error);
  const title = t(chunk ? 'errors.chunkTitle' : 'errors.renderTitle');
  return (
    <Page title={title} titleSuffix={t('app.name')}>
      <StatusView
        tone="error"
        autoFocus
        title={title}
        actions={
          stuck ? (
            <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          ) : (
            <Button onClick={reset}>{t('errors.retry')}</Button>
          )
        }
      >
        <p>{t(stuck ? 'errors.reloadBody' : chunk ? 'errors.chunkBody' : 'errors.renderBody')}</p>
      </StatusView>
    </Page>
  );
}

export interface RouteViewProps {
  screen: RetryableLazy<object>;
}

/**
 * One route: loads its screen on demand, and keeps a failed chunk or a crashing screen inside
 * this route with a retry, instead of a blank page.
 */
export function RouteView({ screen }: RouteViewProps) {
  const Screen: ComponentType = screen.Component;
  return (
    <ErrorBoundary onReset={screen.retry} fallback={(props) => <RouteError {...props} />}>
      <Suspense fallback={<RouteLoading />}>
        <Screen />
      </Suspense>
    </ErrorBoundary>
  );
}
