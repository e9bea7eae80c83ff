import { useEffect } from 'react';
import { useConsoleStore } from '../model/console-store';
import { badgeTitle, totalUnread } from '../model/unread';

/**
 * '(3) 工程师工作台 - …' while visitor lines are unread, so a background tab shows it. Runs
 * after the Page's own title effect (a parent's effects run after its children's).
 */
export function useTitleBadge(title: string) {
  const count = useConsoleStore((s) => totalUnread(s.unread));
  useEffect(() => {
    document.title = badgeTitle(count, title);
  }, [count, title]);
}
