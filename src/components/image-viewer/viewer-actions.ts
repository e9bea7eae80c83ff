import { useSyncExternalStore } from 'react';

export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The address people get when they share a picture: the image itself, made absolute. */
export function absoluteUrl(src: string): string {
  try {
    return new URL(src, window.location.href).href;
  } catch {
    return src;
  }
}

/** The system share sheet where there is one (phones), else the link goes to the clipboard. */
export async function shareLink(url: string, title?: string): Promise<ShareResult> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(title ? { title, url } : { url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export function fullscreenSupported(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.fullscreenEnabled === true &&
    typeof document.documentElement.requestFullscreen === 'function'
  );
}

export async function toggleFullscreen(element: HTMLElement | null): Promise<void> {
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await element?.requestFullscreen();
  } catch {
    // Refused (no user gesture, iframe without allowfullscreen): the button simply does nothing.
  }
}

/** Leaves fullscreen if the viewer is what is fullscreen, so closing never strands the page. */
export function exitFullscreenOf(element: HTMLElement | null): void {
  if (element && document.fullscreenElement && element.contains(document.fullscreenElement)) {
    void document.exitFullscreen().catch(() => {});
  }
}

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

export function useIsFullscreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => Boolean(document.fullscreenElement),
    () => false,
  );
}
