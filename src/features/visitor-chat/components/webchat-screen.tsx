import { useTranslation } from 'react-i18next';
import { PendingScreen } from '@/components/pending-screen';

/** SPEC §2 /webchat: the compact widget view used in iframes. */
export function WebchatScreen() {
  const { t } = useTranslation();
  return (
    <PendingScreen
      title={t('screens.webchat.title')}
      titleSuffix={t('app.name')}
      message={t('screens.webchat.pending')}
    />
  );
}
