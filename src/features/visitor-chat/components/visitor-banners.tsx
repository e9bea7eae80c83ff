import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { useResource } from '@/lib/resource';
import type { ConnectionState, VisitorSession } from '../model/visitor-session';
import { Banners } from './chat-queue-screen.styles';

export interface VisitorBannersProps {
  /** The session's reads once the first words are on screen; undefined until then. */
  reads: VisitorSession['reads'] | undefined;
  /** The login the reads are made with: a new login reads again. */
  token: string | undefined;
  /** The permission tree lets the visitor see their tickets (SPEC §6). */
  tickets: boolean;
  /** Bumped when the visitor files a work order: the ticket list is read again. */
  ticketsVersion: number;
  /** The product the page was opened for (SPEC §2 ?mark_id=). */
  markId: string | null;
  connection: ConnectionState;
  /** Why the chat could not start; undefined while it has not failed. */
  startError: unknown;
  onReconnect: () => void;
}

/**
 * What the chat says above the conversation: maintenance, the connection, a start that failed,
 * open tickets and the product asked about. It reads its own data, so an answer re-renders
 * these banners, not the screen.
 */
export const VisitorBanners = memo(function VisitorBanners({
  reads,
  token,
  tickets: showTickets,
  ticketsVersion,
  markId,
  connection,
  startError,
  onReconnect,
}: VisitorBannersProps) {
  const { t } = useTranslation();
  const keyOf = (name: string, ready: unknown = reads) => (ready ? `${name}:${token}` : undefined);
  const [maintenance] = useResource(keyOf('maintenance'), () => reads!.maintenance());
  const [tickets] = useResource(keyOf(`tickets:${ticketsVersion}`, reads && showTickets), () =>
    reads!.tickets(),
  );
  const [product] = useResource(keyOf(`product:${markId}`, reads && markId), () =>
    reads!.product(markId!),
  );
  const startErrorText = useMemo(() => {
    if (startError === undefined) return '';
    const message = errorMessage(startError);
    return String(t(message.key, message.values as never));
  }, [startError, t]);
  const reconnect = (
    <Button variant="ghost" onClick={onReconnect}>
      {t('visitor.connection.reconnect')}
    </Button>
  );
  return (
    <Banners>
      {maintenance.data?.enabled && (
        <Banner tone="warning" title={t('visitor.maintenance')}>
          {maintenance.data.message}
        </Banner>
      )}
      {connection === 'disconnected' && (
        <Banner tone="error">{t('visitor.connection.disconnected')}</Banner>
      )}
      {connection === 'kicked' && (
        <Banner tone="warning" action={reconnect}>
          {t('visitor.connection.kicked')}
        </Banner>
      )}
      {startError !== undefined && (
        <Banner
          tone="error"
          title={t('visitor.startFailed')}
          action={
            <Button variant="ghost" onClick={onReconnect}>
              {t('errors.retry')}
            </Button>
          }
        >
          {startErrorText}
        </Banner>
      )}
      {tickets.data && tickets.data.length > 0 && (
        <Banner tone="info" dismissible>
          {t('visitor.tickets', {
            count: tickets.data.length,
            title: tickets.data[0]?.title ?? '',
            status: tickets.data[0]?.status ?? '',
          })}
        </Banner>
      )}
      {product.data && (
        <Banner tone="info">{t('visitor.product', { name: product.data.name })}</Banner>
      )}
    </Banners>
  );
});
