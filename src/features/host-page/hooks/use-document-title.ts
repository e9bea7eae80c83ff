import { useEffect } from 'react';

/** The tab's title while a host page is on screen (the app's Page does this for app screens). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
