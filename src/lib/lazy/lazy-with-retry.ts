import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { TIMING } from '../constants';

/** SPEC §8: a route chunk that fails (or has not arrived after 120 s) is 'Loading chunk N failed'. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(chunk: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunk} failed`, options);
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
        reject(new ChunkLoadError(chunk, { cause }));
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
