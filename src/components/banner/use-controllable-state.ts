import { useCallback, useState } from 'react';

/**
 * Radix's controllable-state pattern in small: a value the parent may own (`prop` defined) or
 * leave to the component (`defaultProp`), with `onChange` called either way, only on change.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: {
  prop: T | undefined;
  defaultProp: T;
  onChange?: ((value: T) => void) | undefined;
}): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : uncontrolled;
  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, value)) return;
      if (!controlled) setUncontrolled(next);
      onChange?.(next);
    },
    [controlled, value, onChange],
  );
  return [value, setValue];
}
