import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const getSnapshot = () => document.visibilityState === 'hidden';

/** True while the tab is in the background: a toast nobody can see must not run out. */
export function useDocumentHidden(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
