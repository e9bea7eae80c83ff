import { useEffect, useState } from 'react';

/** Loads data once its inputs are ready; errors leave it undefined (the screen shows what it has). */
export function useQuery<T>(
  load: (() => Promise<T>) | undefined,
  deps: readonly unknown[],
): T | undefined {
  const [data, setData] = useState<T>();
  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (value) => live && setData(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- callers pass the inputs as deps
  }, deps);
  return data;
}
