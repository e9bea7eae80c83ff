import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { TIMING } from '../constants';

/** SPEC §8: a route chunk that fails (or has not arrived after 120 s) is 'Loading chunk N failed'. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  /**
   * The chunk came but a chunk it needs had failed earlier in this page, and this browser keeps
   * such a failure until the page reloads (scripts/retry-imports.ts): asking again cannot help,
   * reloading the page does.
   */
  readonly reloadNeeded: boolean;
  constructor(chunk: string, options?: { cause?: unknown; reloadNeeded?: boolean }) {
    super(`Loading chunk ${chunk} failed`, options);
    this.reloadNeeded = options?.reloadNeeded ?? false;
  }
}

const BROWSER_CHUNK_ERRORS = [
  /Loading chunk .+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return BROWSER_CHUNK_ERRORS.some((pattern) => pattern.test(message));
}

/** Asking for the chunk again cannot help until the page reloads (`ChunkLoadError.reloadNeeded`). */
export function reloadNeeded(error: unknown): boolean {
  return error instanceof ChunkLoadError && error.reloadNeeded;
}

/** The module a failed `import()` names (Chromium's and Firefox's messages end with its URL). */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(?:module|failed):\s*(https?:\/\/\S+)$/i.exec(message)?.[1];
}

/**
 * A fresh attempt (`?retry=N`, scripts/retry-imports.ts) failed although its own file comes: a
 * chunk it imports failed earlier and stays failed until the page reloads.
 */
async function needsReload(error: unknown): Promise<boolean> {
  const url = failedModuleUrl(error);
  if (!url || !/[?&]retry=\d+$/.test(url)) return false;
  try {
    return (await fetch(url, { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** Rejects with a ChunkLoadError when the import fails or takes longer than `timeoutMs`. */
export function loadChunk<T>(
  load: () => Promise<T>,
  chunk: string,
  timeoutMs: number = TIMING.chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        void needsReload(cause).then((reloadNeeded) =>
          reject(new ChunkLoadError(chunk, { cause, reloadNeeded })),
        );
      },
    );
  });
}

export interface RetryableLazy<P extends object> {
  /** Renders the lazily loaded component; suspends while loading, throws ChunkLoadError on failure. */
  Component: ComponentType<P>;
  /** Forgets a failed load so the next render imports again (React.lazy caches rejections). */
  retry: () => void;
  /** Starts the import early, e.g. on hover of a link; settles once it has loaded or failed. */
  preload: () => Promise<void>;
}

/** React.lazy that can be retried after a failed chunk load instead of leaving a blank page. */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  chunk: string,
): RetryableLazy<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (pending ??= loadChunk(load, chunk));
  const make = (): LazyExoticComponent<ComponentType<P>> => lazy(start);
  let current = make();
  function Component(props: P) {
    return createElement(current as ComponentType<P>, props);
  }
  Component.displayName = `Lazy(${chunk})`;
  return {
    Component,
    retry: () => {
      pending = undefined;
      current = make();
    },
    preload: () =>
      start().then(
        () => undefined,
        () => {
          pending = undefined;
        },
      ),
  };
}
