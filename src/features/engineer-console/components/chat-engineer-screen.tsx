import { useTranslation } from 'react-i18next';
import { PendingScreen } from '@/components/pending-screen';

/** SPEC §2 /chatEngieer: the engineer's console. */
export function ChatEngineerScreen() {
  const { t } = useTranslation();
  return (
    <PendingScreen
      title={t('screens.chatEngineer.title')}
      titleSuffix={t('app.name')}
      message={t('screens.chatEngineer.pending')}
    />
  );
}
