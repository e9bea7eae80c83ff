import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Spinner } from '@/components/spinner';
import { StatusView } from '@/components/status-view';
import { formatLocalDate } from '@/lib/format';
import { useResource } from '@/lib/resource';
import { useReviewCalls } from '../api/review-calls';
import { useReviewView } from '../hooks/use-review-view';
import { Muted } from './review.styles';

const Scroll = styled.div`
  max-height: min(60vh, 560px);
  overflow: auto;
  overscroll-behavior: contain;
`;

const Table = styled.table`
  width: 100%;
  /* A phone scrolls the table sideways rather than breaking words letter by letter. */
  min-width: 600px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.font.weights.medium};
    white-space: nowrap;
  }
  td:first-child {
    white-space: nowrap;
  }
  td:last-child {
    overflow-wrap: anywhere;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 36px;
`;

/** Wide enough for five columns on a desktop. */
const AUDIT_WIDTH = '880px';

export interface AuditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * #19: what supervisors did with conversations (opened, listened in, whispered), newest first,
 * a page at a time; each conversation links to its transcript. Loaded when opened, afresh each time.
 */
export function AuditDialog({ open, onOpenChange }: AuditDialogProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const calls = useReviewCalls();
  const { href } = useReviewView();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState(0);
  const [log, retry] = useResource(open ? `audit:${opened}:${page}` : undefined, (signal) =>
    calls.audit(page, signal),
  );
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  const change = (next: boolean) => {
    if (next) {
      setPage(1);
      setOpened((n) => n + 1);
    }
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Content aria-describedby={`${id}-desc`} maxWidth={AUDIT_WIDTH}>
        <Dialog.Title>{t('review.audit.title')}</Dialog.Title>
        <Dialog.Description id={`${id}-desc`}>{t('review.audit.description')}</Dialog.Description>
        <Dialog.Body>
          <Bar>
            <Muted role="status">
              {data ? t('review.audit.total', { count: data.total }) : ''}
            </Muted>
            {log.status === 'loading' && <Spinner label={t('app.loading')} size={16} />}
          </Bar>
          {log.status === 'error' && !data ? (
            <StatusView
              tone="error"
              title={t('review.audit.error')}
              actions={<Button onClick={retry}>{t('review.audit.retry')}</Button>}
            />
          ) : data && data.items.length === 0 ? (
            <StatusView title={t('review.audit.empty')} />
          ) : data ? (
            <Scroll>
              <Table aria-describedby={`${id}-desc`}>
                <thead>
                  <tr>
                    <th scope="col">{t('review.audit.time')}</th>
                    <th scope="col">{t('review.audit.actor')}</th>
                    <th scope="col">{t('review.audit.action')}</th>
                    <th scope="col">{t('review.audit.session')}</th>
                    <th scope="col">{t('review.audit.detail')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((entry) => (
                    <tr key={entry.id}>
                      <td>
                        <time dateTime={entry.time}>
                          {formatLocalDate(entry.time, i18n.language, 'dayTime')}
                        </time>
                      </td>
                      <td>
                        {entry.actor.name} ({entry.actor.code})
                      </td>
                      <td>{t(`review.audit.actions.${entry.action}`)}</td>
                      <td>
                        <Link to={href({ session: entry.sessionId })} onClick={() => change(false)}>
                          {entry.sessionId}
                        </Link>
                      </td>
                      <td>
                        {entry.action === 'whisper'
                          ? t('review.audit.whisperTo', {
                              to: entry.to ?? '',
                              content: entry.content ?? '',
                            })
                          : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroll>
          ) : null}
        </Dialog.Body>
        {pages > 1 && (
          <Dialog.Footer as="nav" aria-label={t('review.audit.pages')}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('review.audit.previous')}
            </Button>
            <Muted>{t('review.audit.pageOf', { page, pages })}</Muted>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('review.audit.next')}
            </Button>
          </Dialog.Footer>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
