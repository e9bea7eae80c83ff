import type { i18n } from 'i18next';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { dialogStore } from '@/components/dialog';
import { LatePart } from '@/components/late-part';
import { ThemeProvider } from '@/components/theme';
import { toastStore } from '@/components/toast';
import { whenIdle } from '@/lib/idle';
import { lazyWithRetry } from '@/lib/lazy';
import { createServices, ServicesProvider, type Services } from '@/lib/services';

// Toasts and dialogs are called through stores that queue until their host mounts, so the hosts
// (and Radix, framer and gesture code behind them) arrive after first paint: when something is
// queued for them, or once the loaded page is idle (a toast's live region is then in place
// before it has anything to say). framer-motion's LazyMotion is set up by the parts that
// animate with it (dialog, toast), so none of it is on the first screen's path. A host whose
// chunk does not come (the network dropped as it loaded) is asked for again; the page stays.
const Toaster = lazyWithRetry(
  async () => ({ default: (await import('@/components/toast')).Toaster }),
  'toast',
);
const DialogHost = lazyWithRetry(
  async () => ({ default: (await import('@/components/dialog')).DialogHost }),
  'dialog',
);

const retryHosts = () => {
  Toaster.retry();
  DialogHost.retry();
};

const queued = () => toastStore.getSnapshot().length > 0 || dialogStore.getSnapshot().length > 0;

function useHostsWanted(): boolean {
  const [wanted, setWanted] = useState(queued);
  useEffect(() => {
    if (wanted) return;
    // Mounted as a Transition: the hosts' first render yields to the browser in slices.
    const want = () => startTransition(() => setWanted(true));
    const stop = [toastStore.subscribe(want), dialogStore.subscribe(want), whenIdle(want)];
    return () => stop.forEach((off) => off());
  }, [wanted]);
  return wanted;
}

interface AppProvidersProps {
  i18n: i18n;
  /** The client's services (API client, socket origin, storage, clock). @default built here once */
  services?: Services;
  children: ReactNode;
}

export function AppProviders({ i18n, services: given, children }: AppProvidersProps) {
  const hosts = useHostsWanted();
  // Built once for the app's life: every feature's client and socket follow the same settings.
  const [services] = useState(() => given ?? createServices());
  return (
    <ServicesProvider services={services}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          {children}
          {hosts && (
            // One part: a page that must reload to get either host says so once.
            <LatePart retry={retryHosts}>
              <Toaster.Component />
              <DialogHost.Component />
            </LatePart>
          )}
        </ThemeProvider>
      </I18nextProvider>
    </ServicesProvider>
  );
}
