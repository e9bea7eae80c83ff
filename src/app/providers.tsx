import type { i18n } from 'i18next';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@/components/theme';

// Toasts and dialogs are called through stores that queue until their host mounts, so the hosts
// (and Radix, framer and gesture code behind them) can arrive after first paint. framer-motion's
// LazyMotion is set up by the parts that animate with it (dialog, toast, the jump button), so
// none of it is on the first screen's path.
const Toaster = lazy(() => import('@/components/toast').then((m) => ({ default: m.Toaster })));
const DialogHost = lazy(() =>
  import('@/components/dialog').then((m) => ({ default: m.DialogHost })),
);

export function AppProviders({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        {children}
        <Suspense fallback={null}>
          <Toaster />
          <DialogHost />
        </Suspense>
      </ThemeProvider>
    </I18nextProvider>
  );
}
