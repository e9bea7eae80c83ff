import { useTranslation } from 'react-i18next';
import { PendingScreen } from '@/components/pending-screen';

/** SPEC §2 /review: message review. */
export function ReviewScreen() {
  const { t } = useTranslation();
  return (
    <PendingScreen
      title={t('screens.review.title')}
      titleSuffix={t('app.name')}
      message={t('screens.review.pending')}
    />
  );
}
