import { lazy, Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { retryWhenBack } from '@/lib/backoff';
import { isChunkLoadError, reloadNeeded } from '@/lib/lazy';

// Seldom needed, and only once the network is known to answer (the part's own file came): its
// own small chunk, off the first load.
const ReloadNotice = lazy(() =>
  import('./reload-notice').then((m) => ({ default: m.ReloadNotice })),
);

export interface LatePartProps {
  /** The lazily loaded part (a `lazyWithRetry` Component). */
  children: ReactNode;
  /** Forgets the failed load so the next render asks for the chunk again (`lazyWithRetry().retry`). */
  retry: () => void;
}

/** Asks again once the browser is back online, or after 1 s, 2 s, 4 s ... 30 s. */
function AskAgain({ failuresRef, reset }: { failuresRef: RefObject<number>; reset: () => void }) {
  useEffect(() => retryWhenBack(failuresRef.current, reset), [failuresRef, reset]);
  return null;
}

/** A part that crashed (not a chunk that did not come) is no network's doing: its boundary's. */
function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A part of the page that arrives after it (the toast and dialog hosts, a notice, a card): while
 * its chunk loads, nothing shows; when the chunk does not come (the network dropped as it
 * loaded, the server restarting), nothing shows either and it is asked for again, instead of
 * the failure unmounting the page around it. What waits for the part (a queued toast) waits.
 * When asking again cannot help until the page reloads (`ChunkLoadError.reloadNeeded`), a notice
 * offers the reload.
 * A part that crashes as it renders goes on to the boundary around it, as any part does.
 */
export function LatePart({ children, retry }: LatePartProps) {
  const failures = useRef(0);
  return (
    <ErrorBoundary
      onReset={retry}
      // Counted where React reports the failure: once per failure (an effect runs twice in
      // StrictMode).
      onError={(error) => {
        if (isChunkLoadError(error)) failures.current += 1;
      }}
      fallback={({ error, reset }) =>
        reloadNeeded(error) ? (
          <Suspense fallback={null}>
            <ReloadNotice />
          </Suspense>
        ) : isChunkLoadError(error) ? (
          <AskAgain failuresRef={failures} reset={reset} />
        ) : (
          <Rethrow error={error} />
        )
      }
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
