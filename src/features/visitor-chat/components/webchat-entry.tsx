import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner';

const WebchatView = lazy(() =>
  import('./webchat-screen').then((m) => ({ default: m.WebchatScreen })),
);

/**
 * SPEC §2 /webchat. The widget is the same chat plus the host-page bridge, which only an
 * embedded page needs, so the bridge loads with /webchat, not with every visitor's first load.
 */
export function WebchatScreen() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('app.loading')} />}>
      <WebchatView />
    </Suspense>
  );
}
