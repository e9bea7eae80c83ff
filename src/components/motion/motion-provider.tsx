import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((mod) => mod.default);

/**
 * framer-motion through LazyMotion: components use `m.*`, and the animation features arrive in
 * their own chunk after first paint. `strict` makes a full `motion.*` import an error.
 * reducedMotion="user" honours the system's reduce-motion setting everywhere.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
