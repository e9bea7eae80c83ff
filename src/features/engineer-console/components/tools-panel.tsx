import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Preview } from '@/components/preview';
import { Dot } from '@/components/separator';
import { TranscriptDownload } from '@/features/chat';
import { config } from '@/lib/config';
import type { ApiClient } from '@/lib/api-client';
import { useConsoleStore } from '../model/console-store';
import { searchLogs, type LogHit } from '../model/tools';
import { Muted, SectionTitle, SmallText } from './panel.styles';
import { SmsDialog } from './sms-dialog';
import { formatLocalDate } from '@/lib/format';
import { useConsoleWrites } from '../api/console-calls';
import { fieldControl } from '@/components/field';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;

const Block = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Row = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  input {
    ${fieldControl}
    flex: 1;
  }
`;

const Hits = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    padding: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.font.sizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Note = styled(Muted)`
  padding: 0;
`;

const when = (ms: number, language: string) => formatLocalDate(ms, language, 'dayTime');

/** The open conversation's transcript as a file. */
function ConversationTranscript({ api, sessionId }: { api: ApiClient; sessionId: string }) {
  const writes = useConsoleWrites(api);
  return <TranscriptDownload load={(tz) => writes.transcriptFile(sessionId, tz)} />;
}

/** The engineer-helper tools (SPEC §3 flags engineer_helper.*), each only when its flag is on. */
export function ToolsPanel({
  api,
  sessionId,
  visitorName,
}: {
  api?: ApiClient;
  sessionId?: string;
  visitorName?: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const flags = config.flags.engineer_helper;
  const [sms, setSms] = useState(false);
  const [hits, setHits] = useState<LogHit[]>();
  // The first word searched: a long message's excerpt starts near it.
  const [word, setWord] = useState<string>();
  const sessions = useConsoleStore((s) => s.sessions);

  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const query = String(new FormData(e.currentTarget).get('q') ?? '');
    const ids = sessionId ? [sessionId] : sessions.map((s) => s.sessionId);
    setHits(searchLogs(query, useConsoleStore.getState().messages, ids));
    setWord(query.trim().split(/\s+/)[0]);
  };
  const nameOf = (sid: string) => sessions.find((s) => s.sessionId === sid)?.visitorName ?? '';

  return (
    <Wrap>
      {api && sessionId && (
        <Block aria-labelledby={`${id}-transcript`}>
          <SectionTitle id={`${id}-transcript`} as="h3">
            {t('transcript.title')}
          </SectionTitle>
          <ConversationTranscript api={api} sessionId={sessionId} />
        </Block>
      )}
      {flags.send_short_message && (
        <Block aria-labelledby={`${id}-sms`}>
          <SectionTitle id={`${id}-sms`} as="h3">
            {t('console.tools.sms.open')}
          </SectionTitle>
          <Note>{t('console.tools.sms.description')}</Note>
          <Button variant="secondary" disabled={!sessionId || !api} onClick={() => setSms(true)}>
            {t('console.tools.sms.open')}
          </Button>
          {api && sessionId && (
            <SmsDialog
              api={api}
              sessionId={sessionId}
              open={sms}
              onOpenChange={setSms}
              visitorName={visitorName}
            />
          )}
        </Block>
      )}
      {flags.order_log_search && (
        <Block aria-labelledby={`${id}-orders`}>
          <SectionTitle id={`${id}-orders`} as="h3">
            {t('console.tools.orders.heading')}
          </SectionTitle>
          <Note>{t('console.tools.orders.note')}</Note>
          <Row onSubmit={search} role="search">
            <input
              name="q"
              type="search"
              aria-label={t('console.tools.orders.search')}
              placeholder={t('console.tools.orders.placeholder')}
            />
            <Button type="submit" variant="secondary">
              {t('console.tools.orders.submit')}
            </Button>
          </Row>
          {hits && (
            <div role="status">
              <SmallText as="p">
                {hits.length
                  ? t('console.tools.orders.results', { count: hits.length })
                  : t('console.tools.orders.empty')}
              </SmallText>
            </div>
          )}
          {hits && hits.length > 0 && (
            <Hits>
              {hits.map((hit) => (
                <li key={`${hit.sessionId}-${hit.message.id}`}>
                  <SmallText>
                    {nameOf(hit.sessionId)} <Dot /> {hit.message.authorName} <Dot />
                    {when(hit.message.sentAt, i18n.language)}
                  </SmallText>
                  <Preview
                    data-user-content=""
                    text={hit.message.text ?? hit.message.content?.name ?? ''}
                    around={word}
                    lines={3}
                  />
                </li>
              ))}
            </Hits>
          )}
        </Block>
      )}
    </Wrap>
  );
}
