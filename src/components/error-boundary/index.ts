export { ErrorBoundary } from './error-boundary';
export type { ErrorBoundaryFallbackProps, ErrorBoundaryProps } from './error-boundary';
