import { useEffect, useState } from 'react';
import { secondsLeft } from '../model/countdown';

/** Whole seconds until `deadline`, ticking once a second while there are any left. */
export function useCountdown(deadline: number | undefined, now: () => number = Date.now): number {
  const [clock, setClock] = useState(() => ({ deadline, at: now() }));
  let at = clock.at;
  if (clock.deadline !== deadline) {
    // A new deadline reads the time at once (React's adjust-state-while-rendering pattern).
    at = now();
    setClock({ deadline, at });
  }
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => {
      const time = now();
      setClock({ deadline, at: time });
      if (secondsLeft(deadline, time) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, now]);
  return secondsLeft(deadline, at);
}
