import type { GlobalProvider } from '@ladle/react';
import { I18nextProvider } from 'react-i18next';
import { MotionProvider } from '@/components/motion';
import { ThemeProvider } from '@/components/theme';
import { createI18n, provideLanguage } from '@/lib/i18n';
import { en } from '@/lib/i18n/locales/en';

// Stories show both languages at once; the app loads English only when a page uses it.
provideLanguage('en', en);
const i18n = createI18n();

/**
 * Every story renders inside the app's theme and i18n, as the app does. A feature story
 * (`meta.appStory`, src/testing/app-story.tsx) is the whole app with providers of its own: a
 * second global style around it would clear rules of the first (styled-components keeps one
 * set of rule groups per sheet), so it gets none from here.
 */
export const Provider: GlobalProvider = ({ children, storyMeta }) =>
  (storyMeta as { appStory?: boolean } | undefined)?.appStory ? (
    children
  ) : (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <MotionProvider>{children}</MotionProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
