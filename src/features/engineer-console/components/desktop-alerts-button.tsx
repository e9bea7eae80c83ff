import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { createIcon } from '@/components/icons';
import { toast } from '@/components/toast';
import { alertPermission, askAlertPermission, type AlertPermission } from '../model/desktop-alerts';

const BellIcon = createIcon(
  'BellIcon',
  <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />,
);
const BellOffIcon = createIcon(
  'BellOffIcon',
  <path d="M8.7 3A6 6 0 0 1 18 8a21.3 21.3 0 0 0 .6 5M17 17H3s3-2 3-9a4.67 4.67 0 0 1 .3-1.7M10.3 21a1.94 1.94 0 0 0 3.4 0M2 2l20 20" />,
);

/** The browser's notification permission, kept in step when the engineer changes it in the browser. */
function usePermission(win: Window) {
  const [permission, setPermission] = useState<AlertPermission>(() => alertPermission(win));
  useEffect(() => {
    let status: PermissionStatus | undefined;
    let live = true;
    const update = () => setPermission(alertPermission(win));
    void win.navigator.permissions
      ?.query({ name: 'notifications' })
      .then((s) => {
        if (!live) return;
        status = s;
        s.addEventListener('change', update);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      status?.removeEventListener('change', update);
    };
  }, [win]);
  return [permission, setPermission] as const;
}

/**
 * The header's desktop-notification control (#18 item 3). The browser asks only when the
 * engineer clicks, never on load; once allowed or blocked it says which (only the browser's
 * site settings can change it then).
 */
export function DesktopAlertsButton({ win = window }: { win?: Window }) {
  const { t } = useTranslation();
  const [permission, setPermission] = usePermission(win);
  if (permission === 'unsupported') return null;

  if (permission === 'default') {
    const ask = async () => {
      const answer = await askAlertPermission(win);
      setPermission(answer);
      if (answer === 'granted') toast.success(t('console.desktopAlerts.on'));
      if (answer === 'denied')
        toast.warning(
          `${t('console.desktopAlerts.blocked')}. ${t('console.desktopAlerts.blockedHint')}`,
        );
    };
    return (
      <IconButton
        label={t('console.desktopAlerts.enable')}
        icon={<BellIcon />}
        onClick={() => void ask()}
      />
    );
  }

  const granted = permission === 'granted';
  return (
    <IconButton
      label={t(granted ? 'console.desktopAlerts.on' : 'console.desktopAlerts.blocked')}
      title={t(granted ? 'console.desktopAlerts.onHint' : 'console.desktopAlerts.blockedHint')}
      icon={granted ? <BellIcon /> : <BellOffIcon />}
      aria-disabled
      data-state={permission}
    />
  );
}
