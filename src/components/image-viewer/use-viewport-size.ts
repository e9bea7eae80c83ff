import { useEffect, useState } from 'react';
import type { Size } from './zoom-level';

const read = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/** The viewer covers the window, so the window is its viewport. Re-renders only on resize. */
export function useViewportSize(): Size {
  const [size, setSize] = useState(read);
  useEffect(() => {
    const onResize = () =>
      setSize((previous) => {
        const next = read();
        return next.width === previous.width && next.height === previous.height ? previous : next;
      });
    window.addEventListener('resize', onResize);
    window.visualViewport?.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.visualViewport?.removeEventListener('resize', onResize);
    };
  }, []);
  return size;
}
