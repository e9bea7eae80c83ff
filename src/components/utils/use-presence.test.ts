import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePresence } from './use-presence';

describe('usePresence', () => {
  it('mounts while open and stays after closing until the exit has played', () => {
    const { result, rerender } = renderHook(({ open }) => usePresence(open), {
      initialProps: { open: false },
    });
    expect(result.current.present).toBe(false);
    rerender({ open: true });
    expect(result.current.present).toBe(true);
    rerender({ open: false });
    expect(result.current.present).toBe(true);
    act(() => result.current.exited());
    expect(result.current.present).toBe(false);
  });

  it('ignores an exit that ends after the part was opened again', () => {
    const { result, rerender } = renderHook(({ open }) => usePresence(open), {
      initialProps: { open: true },
    });
    rerender({ open: false });
    rerender({ open: true });
    act(() => result.current.exited());
    expect(result.current.present).toBe(true);
    rerender({ open: false });
    expect(result.current.present).toBe(true);
  });

  it('lingers while closed when asked (a drawer pulled in from its edge) until it exits', () => {
    const { result } = renderHook(() => usePresence(false));
    act(() => result.current.linger());
    expect(result.current.present).toBe(true);
    act(() => result.current.exited());
    expect(result.current.present).toBe(false);
  });

  it('mounts at once when it starts open', () => {
    const { result } = renderHook(() => usePresence(true));
    expect(result.current.present).toBe(true);
  });
});
