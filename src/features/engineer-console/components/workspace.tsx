import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { Drawer } from '@/components/drawer';
import { Spinner } from '@/components/spinner';
import { StatusView } from '@/components/status-view';
import { toast } from '@/components/toast';
import { useEnvironment } from '@/lib/env';
import { insertIntoComposer } from '../model/composer-insert';
import { useConsoleStore } from '../model/console-store';
import type { EngineerConsole } from '../model/engineer-console';
import { ConversationPane } from './conversation-pane';
import { LeftMessagesEntry, LeftMessagesPanel, useOpenLeftMessages } from './left-messages-entry';
import { QueuePanel } from './queue-panel';
import { SessionList } from './session-list';
import { SidePanel } from './side-panel';

const Columns = styled.div<{ $desktop: boolean }>`
  flex: 1;
  display: grid;
  grid-template-columns: ${({ $desktop }) =>
    $desktop ? 'minmax(260px, 300px) minmax(0, 1fr) minmax(280px, 320px)' : 'minmax(0, 1fr)'};
  min-height: 0;
`;

const Lists = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 0;
  overflow-y: auto;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const Side = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Center = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;

const Keep = styled.div`
  display: contents;
  &[hidden] {
    display: none;
  }
`;

const Banners = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]} 0;
  &:empty {
    display: none;
  }
`;

const DrawerBody = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  flex: 1;
`;

/** Connection and status notices above the lists. */
function Notices({ controller }: { controller: EngineerConsole }) {
  const { t } = useTranslation();
  const connection = useConsoleStore((s) => s.connection);
  const status = useConsoleStore((s) => s.auth?.status);
  return (
    <Banners>
      {connection === 'disconnected' && (
        <Banner tone="error">{t('console.connection.disconnected')}</Banner>
      )}
      {connection === 'kicked' && (
        <Banner
          tone="warning"
          action={
            <Button variant="secondary" onClick={() => controller.reconnect()}>
              {t('console.connection.takeOver')}
            </Button>
          }
        >
          {t('console.connection.kicked')}
        </Banner>
      )}
      {(status === 'busy' || status === 'away') && (
        <Banner tone="info">{t(`console.statusHint.${status}`)}</Banner>
      )}
    </Banners>
  );
}

/**
 * The signed-in console. Desktop: queue and conversations | the conversation | details and
 * tools. Phone: the lists, then one conversation with a back button; details in a drawer.
 */
export function Workspace({
  controller,
  announcement,
}: {
  controller: EngineerConsole;
  announcement: string;
}) {
  const { t } = useTranslation();
  const desktop = useEnvironment((s) => s.desktop);
  const selectedId = useConsoleStore((s) => s.selectedId);
  const session = useConsoleStore((s) => s.sessions.find((x) => x.sessionId === selectedId));
  const composer = useRef<HTMLDivElement>(null);
  const [drawer, setDrawer] = useState(false);
  const cameFrom = useRef<string | undefined>(undefined);
  // The messages are open over the conversation they were opened from; accepting a visitor (a
  // new conversation selected) shows that conversation.
  const [leftOver, setLeftOver] = useState<{ session: string | undefined }>();
  const left = leftOver !== undefined && leftOver.session === selectedId;
  const setLeft = (open: boolean) => setLeftOver(open ? { session: selectedId } : undefined);
  const [openLeft, recount] = useOpenLeftMessages(controller.api);

  // Phone: back in the list, focus returns to the conversation the engineer came from.
  useEffect(() => {
    if (session || !cameFrom.current) return;
    document.querySelector<HTMLElement>(`[data-session-row="${cameFrom.current}"]`)?.focus();
    cameFrom.current = undefined;
  }, [session]);

  const closeLeft = () => {
    setLeft(false);
    // Back from the messages, focus returns to the button that opened them.
    setTimeout(() => document.querySelector<HTMLElement>('[data-left-messages]')?.focus());
  };
  const select = (id: string) => {
    setLeft(false);
    controller.select(id);
  };

  const insertReply = (text: string) => {
    if (!session || session.ended || !insertIntoComposer(composer.current, text))
      return void toast.info(t('console.replies.noConversation'));
    setDrawer(false);
  };
  const back = desktop
    ? undefined
    : () => {
        cameFrom.current = selectedId;
        controller.select(undefined);
      };
  const lists = (
    <Lists aria-label={t('console.layout.lists')}>
      <Notices controller={controller} />
      <LeftMessagesEntry count={openLeft} current={left} onOpen={() => setLeft(true)} />
      <QueuePanel controller={controller} announcement={announcement} />
      <SessionList onSelect={select} />
    </Lists>
  );

  const leftPanel = (
    <Suspense fallback={<Spinner label={t('app.loading')} />}>
      <LeftMessagesPanel api={controller.api} onBack={closeLeft} onChanged={recount} />
    </Suspense>
  );
  return (
    <Columns $desktop={desktop}>
      {(desktop || (!session && !left)) && lists}
      {(desktop || session || left) && (
        <Center>
          {!desktop && <Notices controller={controller} />}
          {left && leftPanel}
          {/* Kept while the messages are open, so a draft reply is still there after. */}
          <Keep hidden={left}>
            {session ? (
              <ConversationPane
                key={session.sessionId}
                controller={controller}
                session={session}
                composerRef={composer}
                onBack={back}
                onDetails={desktop ? undefined : () => setDrawer(true)}
              />
            ) : (
              <StatusView title={t('console.conversation.none')}>
                {t('console.conversation.noneBody')}
              </StatusView>
            )}
          </Keep>
        </Center>
      )}
      {desktop && (
        <Side aria-label={t('console.layout.side')}>
          <SidePanel session={session} api={controller.api} onInsertReply={insertReply} />
        </Side>
      )}
      {!desktop && (
        <Drawer.Root open={drawer} onOpenChange={setDrawer} side="right">
          <Drawer.Overlay />
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('console.layout.side')}</Drawer.Title>
              <Drawer.Close />
            </Drawer.Header>
            <DrawerBody>
              <SidePanel session={session} api={controller.api} onInsertReply={insertReply} />
            </DrawerBody>
          </Drawer.Content>
        </Drawer.Root>
      )}
    </Columns>
  );
}
