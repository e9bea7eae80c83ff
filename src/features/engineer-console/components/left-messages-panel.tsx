import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { describeFailure, isApiError, type ApiClient } from '@/lib/api-client';
import { type LeftMessage } from '@/lib/contract';
import { registerTexts } from '@/lib/i18n';
import { leftMessagesEn, leftMessagesZh } from '@/lib/i18n/locales/features/console-left-messages';
import { pollWhileVisible } from '../model/left-messages';
import { LeftMessageItem } from './left-message-item';
import { ListState } from './list-state';
import { List, Muted, SectionHeader, SectionTitle } from './panel.styles';
import { Tabs } from './tabs';
import { useConsoleWrites, useLeftMessages } from '../api/console-calls';

// The panel's words load with it, not with the console.
registerTexts('leftMessages', { 'zh-CN': leftMessagesZh, en: leftMessagesEn });

type Filter = LeftMessage['state'];

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
  background: ${({ theme }) => theme.colors.background};
`;

const Header = styled(SectionHeader)`
  flex-wrap: wrap;
  justify-content: space-between;
  /* Focused when the panel opens, so reading starts here; a heading is not a control. */
  h2:focus {
    outline: none;
  }
`;

const Notice = styled(Muted)`
  &:empty {
    padding: 0;
  }
`;

const Items = styled(List)`
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
`;

export interface LeftMessagesPanelProps {
  api: ApiClient;
  /** Back to the conversations. */
  onBack: () => void;
  /** A message was handled here: the console's count of open ones is stale. */
  onChanged: () => void;
}

/**
 * Messages visitors left for the engineer's skills while nobody could answer (newest first),
 * open or handled, each with its contact as links and the action that closes it.
 */
export default function LeftMessagesPanel({ api, onBack, onChanged }: LeftMessagesPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [filter, setFilter] = useState<Filter>('open');
  const [busy, setBusy] = useState<string>();
  const [notice, setNotice] = useState('');
  const [list, reload] = useLeftMessages(api, filter);
  const writes = useConsoleWrites(api);
  useEffect(() => pollWhileVisible(reload), [reload]);
  useEffect(() => heading.current?.focus(), []);

  const handle = async (message: LeftMessage) => {
    setBusy(message.ticketNo);
    try {
      await writes.handleLeftMessage(message.ticketNo);
      setNotice(t('leftMessages.done', { name: message.name }));
    } catch (error) {
      // 409: someone else handled it first, in the server's words; the refreshed list shows it.
      const reason = describeFailure(error, t as never);
      setNotice(
        isApiError(error) && error.status === 409
          ? t('leftMessages.already', { reason })
          : t('leftMessages.failed', { reason }),
      );
    } finally {
      setBusy(undefined);
      reload();
      onChanged();
      // The row leaves the open list: the engineer continues from the panel's heading.
      heading.current?.focus();
    }
  };

  const messages = list.data ?? [];
  const state =
    list.status === 'ok' || (list.status === 'loading' && list.data)
      ? 'ready'
      : list.status === 'error' && !list.data
        ? 'error'
        : list.status === 'error'
          ? 'ready'
          : 'loading';
  const content = (
    <>
      <ListState
        state={state}
        count={messages.length}
        texts={{
          loading: t('leftMessages.loading'),
          error: t('leftMessages.error'),
          empty: filter === 'open' ? t('leftMessages.emptyOpen') : t('leftMessages.emptyHandled'),
          retry: t('leftMessages.retry'),
        }}
        onRetry={reload}
      />
      {messages.length > 0 && (
        <Items>
          {messages.map((message) => (
            <LeftMessageItem
              key={message.ticketNo}
              message={message}
              busy={busy === message.ticketNo}
              onHandle={() => void handle(message)}
            />
          ))}
        </Items>
      )}
    </>
  );
  return (
    <Wrap aria-labelledby={`${id}-h`}>
      <Header>
        <SectionTitle id={`${id}-h`} ref={heading} tabIndex={-1}>
          {t('leftMessages.heading')}
        </SectionTitle>
        <Button variant="ghost" onClick={onBack}>
          {t('leftMessages.back')}
        </Button>
      </Header>
      <Muted>{t('leftMessages.intro')}</Muted>
      <Notice role="status">{notice}</Notice>
      <Tabs<Filter>
        label={t('leftMessages.filter')}
        value={filter}
        onChange={setFilter}
        items={[
          { key: 'open', label: t('leftMessages.open'), content },
          { key: 'handled', label: t('leftMessages.handled'), content },
        ]}
      />
    </Wrap>
  );
}
