/**
 * Motion in the design system: one technique per kind of motion, each for a reason.
 *
 * - State feedback (hover, press, a control fading in or out: buttons, the jump button, the
 *   viewer's chrome, a toast's progress): CSS transitions on the theme's durations and easings.
 *   Nothing runs in JS, and `prefers-reduced-motion` turns them off in the same stylesheet.
 * - Overlays entering and leaving (dialog, toast): framer-motion through MotionProvider
 *   (LazyMotion, `m.*`, features fetched after first paint) and AnimatePresence, which keeps a
 *   leaving overlay mounted for its exit and lets an exit be interrupted by a new entrance.
 * - Motion that follows a finger (the drawer's drag, the image viewer's pinch, pan and
 *   drag-to-close): written to inline styles from the gesture handlers, so a frame costs no
 *   React render (vaul's approach). When the finger lets go, a settle to a fixed end (the drawer
 *   opening or closing) is a CSS transition on the compositor; a motion whose in-between values
 *   are computed (zooming around a point, opening from a thumbnail's box) is one
 *   requestAnimationFrame tween (image-viewer/tween.ts). These parts stay mounted for their exit
 *   through usePresence (components/utils), the same contract as AnimatePresence.
 */
export { MotionProvider } from './motion-provider';
