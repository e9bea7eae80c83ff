import { useCallback, useState } from 'react';

/**
 * Radix's controllable-state pattern: `prop` wins when defined (controlled), else the component
 * keeps its own value; `onChange` hears every change either way.
 */
export function useControllableState<T>(
  prop: T | undefined,
  defaultProp: T,
  onChange: ((value: T) => void) | undefined,
): [T, (value: T) => void] {
  const [own, setOwn] = useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : own;
  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, value)) return;
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange, value],
  );
  return [value, setValue];
}
