import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog } from '@/components/dialog';
import { Dot } from '@/components/separator';
import { Spinner } from '@/components/spinner';
import type { ApiClient } from '@/lib/api-client';
import { LoadFailed } from './load-failed';
import { formatLocalDate } from '@/lib/format';
import { useArticle, useTickets } from '../api/reads';

const Row = styled.li`
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

type OpenProps = { api: ApiClient; open: boolean; onOpenChange: (open: boolean) => void };

/** The visitor's tickets and repair orders (getTicketList). */
export function TicketsDialog({ api, open, onOpenChange }: OpenProps) {
  const { t } = useTranslation();
  const [tickets, retry] = useTickets(api, open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content>
        <Dialog.Title>{t('tickets.title')}</Dialog.Title>
        <Dialog.Body>
          {tickets.status === 'error' ? (
            <LoadFailed error={tickets.error} onRetry={retry} />
          ) : !tickets.data ? (
            <Spinner label={t('app.loading')} />
          ) : tickets.data.length === 0 ? (
            <p>{t('tickets.empty')}</p>
          ) : (
            <List>
              {tickets.data.map((ticket) => (
                <Row key={ticket.ticket_no}>
                  {ticket.title}
                  <small>
                    {t(ticket.kind === 'repair' ? 'tickets.repair' : 'tickets.ticket')}{' '}
                    {ticket.ticket_no} <Dot /> {ticket.status}
                  </small>
                </Row>
              ))}
            </List>
          )}
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** An FAQ article, as plain paragraphs (never HTML). */
export function ArticleDialog({
  api,
  articleId,
  onClose,
}: {
  api: ApiClient;
  articleId?: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [loaded, retry] = useArticle(api, articleId);
  const article = loaded.data;
  return (
    <Dialog.Root open={!!articleId} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content>
        {article && article.id === articleId ? (
          <>
            <Dialog.Title>{article.title}</Dialog.Title>
            <Dialog.Body>
              {article.paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
              {article.updated_at && (
                <small>
                  {t('article.updated', {
                    date: formatLocalDate(article.updated_at, i18n.language, 'date'),
                  })}
                </small>
              )}
            </Dialog.Body>
          </>
        ) : loaded.status === 'error' ? (
          <>
            <Dialog.Title>{t('errors.loadTitle')}</Dialog.Title>
            <Dialog.Body>
              <LoadFailed error={loaded.error} onRetry={retry} />
            </Dialog.Body>
          </>
        ) : (
          <>
            <Dialog.Title>{t('app.loading')}</Dialog.Title>
            <Dialog.Body>
              <Spinner label={t('app.loading')} />
            </Dialog.Body>
          </>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
