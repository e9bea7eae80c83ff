import { useTranslation } from 'react-i18next';
import { PendingScreen } from '@/components/pending-screen';

/** SPEC §2 /testsaas: a SaaS host page embedding the widget. */
export function TestSaasScreen() {
  const { t } = useTranslation();
  return (
    <PendingScreen
      title={t('screens.testsaas.title')}
      titleSuffix={t('app.name')}
      message={t('screens.testsaas.pending')}
    />
  );
}
