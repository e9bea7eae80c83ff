import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MotionProvider } from '@/components/motion';
import { ThemeProvider } from '@/components/theme';
import { createI18n, type Language } from '@/lib/i18n';

/** Renders inside the theme and a fresh i18n instance, as the app does. */
export function renderWithTheme(
  ui: ReactElement,
  options: RenderOptions & { language?: Language } = {},
) {
  const i18n = createI18n(options.language);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <MotionProvider>{children}</MotionProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
  return { i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}
