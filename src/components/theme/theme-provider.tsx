import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './tokens';

export interface ThemeProviderProps {
  children: ReactNode;
  /** Also injects the global reset and base typography. @default true */
  withGlobalStyle?: boolean;
}

export function ThemeProvider({ children, withGlobalStyle = true }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
