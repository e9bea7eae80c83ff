import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PendingScreen } from '@/components/pending-screen';

/** SPEC §2 /projects: the project list. */
export function ProjectsScreen() {
  const { t } = useTranslation();
  return (
    <PendingScreen
      title={t('screens.projects.title')}
      titleSuffix={t('app.name')}
      message={t('screens.projects.pending')}
      actions={<Link to="/chatQueue">{t('nav.backToChat')}</Link>}
    />
  );
}
