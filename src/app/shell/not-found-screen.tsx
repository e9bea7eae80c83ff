import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Page } from '@/components/page';
import { StatusView } from '@/components/status-view';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <Page title={t('screens.notFound.title')} titleSuffix={t('app.name')}>
      <StatusView
        autoFocus
        title={t('screens.notFound.title')}
        actions={<Link to={{ pathname: '/chatQueue', search }}>{t('screens.notFound.back')}</Link>}
      >
        <p>{t('screens.notFound.body')}</p>
      </StatusView>
    </Page>
  );
}
