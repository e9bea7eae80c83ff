import { useLayoutEffect, useRef, useState, type HTMLAttributes } from 'react';
import { BodyFrame } from './dialog.styles';

/**
 * The scrolling middle of a dialog. Only while it actually overflows does it join the tab order,
 * so keyboard users can scroll it (axe: scrollable-region-focusable) and a short dialog still
 * puts first focus on its first control.
 */
export function DialogBody(props: HTMLAttributes<HTMLDivElement>) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return <BodyFrame ref={ref} tabIndex={overflowing ? 0 : undefined} {...props} />;
}
