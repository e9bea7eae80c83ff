export { theme } from './tokens';
export type { Theme } from './tokens';
export { ThemeProvider } from './theme-provider';
export type { ThemeProviderProps } from './theme-provider';
export { GlobalStyle } from './global-style';
export { useReducedMotion } from './use-reduced-motion';
