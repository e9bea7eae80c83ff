import { useCallback, useEffect, useRef, useState } from 'react';

export interface ControllableStateOptions<T> {
  /** The controlled value; `undefined` leaves the component in charge. */
  prop: T | undefined;
  defaultProp: T;
  onChange?: (value: T) => void;
}

/**
 * Radix's controllable-state pattern: one hook behind open/defaultOpen/onOpenChange, so a part
 * works the same whether the parent owns the value or not. `onChange` fires only on a change.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : uncontrolled;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setUncontrolled(next);
      if (!Object.is(next, value)) onChangeRef.current?.(next);
    },
    [controlled, value],
  );
  return [value, setValue];
}
