import { useTranslation } from 'react-i18next';
import { PendingScreen } from '@/components/pending-screen';

/** SPEC §2 /login: visitor sign-in. */
export function LoginScreen() {
  const { t } = useTranslation();
  return (
    <PendingScreen
      title={t('screens.login.title')}
      titleSuffix={t('app.name')}
      message={t('screens.login.pending')}
    />
  );
}
