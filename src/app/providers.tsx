import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DialogHost } from '@/components/dialog';
import { MotionProvider } from '@/components/motion';
import { ThemeProvider } from '@/components/theme';
import { Toaster } from '@/components/toast';
import { TooltipProvider } from '@/components/tooltip';

export function AppProviders({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <MotionProvider>
          <TooltipProvider>
            {children}
            <Toaster />
            <DialogHost />
          </TooltipProvider>
        </MotionProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
