import { useTranslation } from 'react-i18next';
import { PendingScreen } from '@/components/pending-screen';

/** SPEC §2 /test: a host page embedding the widget. */
export function TestScreen() {
  const { t } = useTranslation();
  return (
    <PendingScreen
      title={t('screens.test.title')}
      titleSuffix={t('app.name')}
      message={t('screens.test.pending')}
    />
  );
}
