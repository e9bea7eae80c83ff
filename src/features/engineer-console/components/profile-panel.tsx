import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar } from '@/components/avatar';
import type { ConsoleSession } from '../model/types';
import { Muted, SectionTitle } from './panel-styles';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.sizes.lg};
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Note = styled(Muted)`
  padding: 0;
`;

const dateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(Date.parse(iso) || 0);

/**
 * Who the visitor is. ownApi.userInfo answers only for the visitor's own token, so the
 * console shows what its session list carries: name, id, queue, start and the product.
 */
export function ProfilePanel({ session }: { session: ConsoleSession }) {
  const { t, i18n } = useTranslation();
  return (
    <Wrap>
      <Top>
        <Avatar name={session.user_name} src={session.avatar || undefined} size="md" />
        {session.user_name}
      </Top>
      <Facts>
        <dt>{t('console.profile.id')}</dt>
        <dd>{session.cube_uid}</dd>
        <dt>{t('console.profile.queue')}</dt>
        <dd>{session.queue_code || t('console.profile.noQueue')}</dd>
        <dt>{t('console.profile.started')}</dt>
        <dd>{dateTime(session.started_at, i18n.language)}</dd>
        <dt>{t('console.profile.product')}</dt>
        <dd>
          {session.product
            ? t('console.profile.productValue', {
                name: session.product.name,
                id: session.product.mark_id,
              })
            : t('console.profile.noProduct')}
        </dd>
      </Facts>
      <SectionTitle as="h3">{t('console.profile.history')}</SectionTitle>
      <Note>{t('console.profile.historyNote')}</Note>
    </Wrap>
  );
}
