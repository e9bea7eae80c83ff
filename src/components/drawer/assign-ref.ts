import type { ForwardedRef } from 'react';

/** Hands a DOM node to a forwarded ref of either kind. */
export function assignRef<T>(ref: ForwardedRef<T>, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
