import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast';
import { describeFailure } from '@/lib/api-client';
import { useEnvironment } from '@/lib/env';
import { useServices } from '@/lib/services';
import { consoleStore, useConsoleStore } from '../model/console-store';
import { EngineerConsole } from '../model/engineer-console';
import { alertIncomingCalls } from '../model/call-alerts';
import { alertBody, createDesktopAlerts } from '../model/desktop-alerts';
import { createBrowserNotifier, playChime } from '../model/tone';

/**
 * Runs the engineer console while its screen is shown: restores a stored login, wires failures
 * to toasts, alerts to the once-across-tabs chime, and new waiting visitors to a live region.
 */
export function useEngineerConsole() {
  const { i18n } = useTranslation();
  const projectId = useEnvironment((s) => s.projectId);
  const [restoring, setRestoring] = useState(true);
  const [expired, setExpired] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  // i18n is one instance for the app's life, so the callbacks always speak the current language.
  const services = useServices();
  const [controller] = useState(() => {
    const t = i18n.t.bind(i18n);
    // While the tab is hidden, what would chime also shows on the desktop (when allowed).
    const desktop = createDesktopAlerts({ win: window, open: (id) => controller.select(id) });
    const controller: EngineerConsole = new EngineerConsole({
      projectId,
      services,
      onError: (error, action) =>
        void toast.error(
          t(`console.errors.${action}`, { reason: describeFailure(error, t as never) }),
        ),
      onExpired: () => setExpired(true),
      onNewWaiting: (visitors) => {
        setAnnouncement(
          t('console.queue.announce', { names: visitors.map((v) => v.visitorName).join('、') }),
        );
        for (const v of visitors)
          desktop.show({
            tag: `wait:${v.sessionId}`,
            title: t('console.desktopAlerts.waitingTitle'),
            body: t('console.desktopAlerts.waitingBody', {
              name: v.visitorName,
              queue: v.queueCode,
            }),
          });
      },
      onVisitorLine: (line) =>
        void desktop.show({
          tag: `line:${line.id}`,
          title: t('console.desktopAlerts.lineTitle', { name: line.name }),
          body: alertBody(line.text) ?? t('console.desktopAlerts.file'),
          sessionId: line.sessionId,
        }),
      onImConfigMissing: () => void toast.warning(t('console.errors.imConfig')),
      describe: (cause) => describeFailure(cause, t as never),
      onSendFailed: (text) => void toast.error(t('console.errors.send', { reason: text })),
      onRateLimited: () =>
        void toast.warning(t('errors.reasons.rate_limited'), { id: 'rate-limited' }),
    });
    return controller;
  });

  useEffect(() => {
    let live = true;
    void controller.restore().finally(() => live && setRestoring(false));
    return () => {
      live = false;
      controller.dispose();
    };
  }, [controller]);

  // A call ringing while the tab is hidden shows on the desktop too (when allowed).
  useEffect(() => {
    const desktop = createDesktopAlerts({ win: window, open: (id) => controller.select(id) });
    return alertIncomingCalls(controller.call, desktop, i18n.t.bind(i18n));
  }, [controller, i18n]);

  // One chime across every tab of this engineer's console; muted is read when it would play.
  const code = useConsoleStore((s) => s.auth?.engineer.code);
  useEffect(() => {
    if (!code) return;
    const notifier = createBrowserNotifier(
      code,
      () => {
        if (!useConsoleStore.getState().muted) playChime();
      },
      // Lines read in another tab leave this tab's count and title badge too.
      (sessionId) => consoleStore.clearUnread(sessionId),
    );
    controller.attachNotifier(notifier);
    return () => {
      controller.attachNotifier(undefined);
      notifier.dispose();
    };
  }, [code, controller]);

  return {
    controller,
    restoring,
    expired,
    clearExpired: () => setExpired(false),
    announcement,
  };
}
