export { ProgressBar } from './progress-bar';
export type { ProgressBarProps, ProgressTone } from './progress-bar';
export { clampValue, progressPercent } from './progress-value';
