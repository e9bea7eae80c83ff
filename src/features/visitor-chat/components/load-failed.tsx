import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { StatusView } from '@/components/status-view';
import { errorMessage } from '@/lib/api-client';

/** What a dialog shows when its data could not be read: why (SPEC §8's words), and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const reason = errorMessage(error);
  return (
    <StatusView
      tone="error"
      title={t('errors.loadTitle')}
      actions={<Button onClick={onRetry}>{t('errors.retry')}</Button>}
    >
      {String(t(reason.key, reason.values as never))}
    </StatusView>
  );
}
