import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Dot } from '@/components/separator';
import type { LeftMessage } from '@/lib/contract';
import { formatLocalDate } from '@/lib/format';
import { attachmentLink, mailtoHref, telHref } from '../model/left-message-links';
import { Facts } from '@/components/facts';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.md};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;

/** The visitor's contact on wrapped lines, in the row's own text size. */
const Contact = styled(Facts).attrs({ $inline: true })`
  font-size: inherit;
`;
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Files = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** A link when the value makes a safe one, else the value as text. */
const Linked = ({ href, text }: { href?: string; text: string }) =>
  href ? <a href={href}>{text}</a> : <>{text}</>;

/** One left message: who, how to reach them, what they wrote, and the action to close it. */
export function LeftMessageItem({
  message: m,
  busy,
  onHandle,
}: {
  message: LeftMessage;
  busy: boolean;
  onHandle: () => void;
}) {
  const { t, i18n } = useTranslation();
  const time = (iso: string) => formatLocalDate(iso, i18n.language, 'fullDayTime');
  return (
    <li>
      <Card aria-labelledby={`left-${m.ticketNo}`}>
        <Head>
          <h3 id={`left-${m.ticketNo}`} translate="no">
            {m.name}
          </h3>
          <Muted as="time" dateTime={m.createdAt}>
            {time(m.createdAt)}
          </Muted>
        </Head>
        <Muted>
          {m.queueCode
            ? t('leftMessages.queue', { code: m.queueCode })
            : t('leftMessages.anyQueue')}{' '}
          <Dot /> {t('leftMessages.number', { no: m.ticketNo })}
        </Muted>
        {(m.phone || m.email) && (
          <Contact>
            {m.phone && (
              <div>
                <dt>{t('leftMessages.phone')}</dt>
                <dd translate="no">
                  <Linked href={telHref(m.phone)} text={m.phone} />
                </dd>
              </div>
            )}
            {m.email && (
              <div>
                <dt>{t('leftMessages.email')}</dt>
                <dd translate="no">
                  <Linked href={mailtoHref(m.email)} text={m.email} />
                </dd>
              </div>
            )}
          </Contact>
        )}
        <Text data-user-content="">{m.message}</Text>
        {m.attachments.length > 0 && (
          <Files aria-label={t('leftMessages.attachments')}>
            {m.attachments.map((url, i) => {
              const { href, name } = attachmentLink(url);
              const text = name ?? t('leftMessages.attachment', { n: i + 1 });
              return (
                <li key={`${i}:${url}`}>
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {text}
                    </a>
                  ) : (
                    text
                  )}
                </li>
              );
            })}
          </Files>
        )}
        {m.state === 'open' ? (
          <Actions>
            <Button
              variant="secondary"
              disabled={busy}
              aria-label={t('leftMessages.handleLabel', { name: m.name })}
              onClick={onHandle}
            >
              {busy ? t('leftMessages.handling') : t('leftMessages.handle')}
            </Button>
          </Actions>
        ) : (
          <Muted>
            {t('leftMessages.handledBy', {
              engineer: m.handledBy ?? '',
              time: m.handledAt ? time(m.handledAt) : '',
            })}
          </Muted>
        )}
      </Card>
    </li>
  );
}
