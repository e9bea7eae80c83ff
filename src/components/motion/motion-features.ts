// Loaded on demand by LazyMotion: animations only; drags are @use-gesture's job.
import { domAnimation } from 'framer-motion';

export default domAnimation;
