import { useEffect } from 'react';

/**
 * Phone keyboards shrink the visual viewport but not the layout viewport, so a bottom composer
 * ends up under the keyboard. This keeps `--visual-viewport-height` on <html> equal to the visible
 * height; layouts use `height: var(--visual-viewport-height, 100dvh)`.
 */
export function useVisualViewportHeight(): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const update = () => {
      root.style.setProperty('--visual-viewport-height', `${Math.round(viewport.height)}px`);
      // iOS scrolls the page to show the focused field; keep the shell pinned instead.
      if (viewport.offsetTop > 0) window.scrollTo(0, 0);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      root.style.removeProperty('--visual-viewport-height');
    };
  }, []);
}
