import { createContext, useContext, useEffect, useState } from 'react';

/**
 * A clock that stands still at the epoch ms it is given, for the call's running time: a story's
 * picture then reads the same time however long the page took to render (the visual run's page
 * clock runs on from its fixed start, and a call connected "2 min 13 s ago" read 02:14 on a
 * loaded machine). Undefined (the default) is the real clock.
 */
const StillNow = createContext<number | undefined>(undefined);
export const StillClock = StillNow.Provider;

/** Epoch ms, renewed every `intervalMs` while `active` (a call's clock), or a still clock's. */
export function useNow(active: boolean, intervalMs = 1000): number {
  const still = useContext(StillNow);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active || still !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs, still]);
  return still ?? now;
}
