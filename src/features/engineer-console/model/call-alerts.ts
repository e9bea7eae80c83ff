import type { TFunction } from 'i18next';
import type { CallEngine } from '@/features/call';
import type { DesktopAlerts } from './desktop-alerts';

/**
 * A call ringing while the console's tab is hidden shows a desktop notification (the desktop
 * alerts show nothing in a visible tab, or without the engineer's permission); a click brings
 * the tab forward, where the ringing sheet is. Once per call. Returns the unsubscribe.
 */
export function alertIncomingCalls(
  engine: CallEngine,
  desktop: Pick<DesktopAlerts, 'show'>,
  t: TFunction,
): () => void {
  let alerted: string | undefined;
  return engine.subscribe(() => {
    const view = engine.getView();
    if (view.phase !== 'incoming' || !view.callId || view.callId === alerted) return;
    alerted = view.callId;
    desktop.show({
      // The same call in another console tab replaces this one: one notification per call.
      tag: `call:${view.callId}`,
      title: t('console.desktopAlerts.callTitle', { name: view.peer.name }),
      body: t(`console.desktopAlerts.callBody.${view.media}`),
    });
  });
}
