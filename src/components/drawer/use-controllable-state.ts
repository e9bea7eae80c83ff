import { useCallback, useLayoutEffect, useRef, useState } from 'react';

interface ControllableStateOptions<T> {
  prop: T | undefined;
  defaultProp: T;
  onChange?: (value: T) => void;
}

/**
 * Radix's controlled/uncontrolled pattern: `prop` wins when defined, otherwise internal state.
 * onChange fires only for real changes, whoever owns the value.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : inner;
  // Handlers read the latest value and callback without re-creating the setter.
  const latest = useRef({ value, onChange, controlled });
  useLayoutEffect(() => {
    latest.current = { value, onChange, controlled };
  });

  const setValue = useCallback((next: T) => {
    const current = latest.current;
    if (Object.is(next, current.value)) return;
    if (!current.controlled) {
      // Two calls before the next render must not both count as a change.
      current.value = next;
      setInner(next);
    }
    current.onChange?.(next);
  }, []);

  return [value, setValue];
}
