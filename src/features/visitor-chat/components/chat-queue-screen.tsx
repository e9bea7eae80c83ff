import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { dialogs } from '@/components/dialog';
import { IconButton } from '@/components/icon-button';
import { MenuIcon } from '@/components/icons';
import { Page } from '@/components/page';
import { toast } from '@/components/toast';
import { Composer, useCallStore, useVisualViewportHeight } from '@/features/chat';
import { errorMessage } from '@/lib/api-client';
import { emojiSet } from '@/lib/emoji';
import { greetingPeriod } from '@/lib/format';
import { useEnvironment } from '@/lib/env';
import { useHoldIdle, whenIdle } from '@/lib/idle';
import { useResource } from '@/lib/resource';
import { changeLanguage } from '@/lib/i18n';
import { clientSwitches } from '@/lib/permissions';
import { DEFAULT_QUEUE_CODE } from '@/lib/constants';
import { Body, Main, DropHint, Aside, Banners, Greeting, Logo } from './chat-queue-screen.styles';
import { useVisitorSession } from '../hooks/use-visitor-session';
import { VisitorConversation } from './visitor-conversation';
import { VisitorStatusLine } from './visitor-status-line';

import { QueueBanner } from './queue-banner';
import { VisitorMenu, type MenuAction } from './visitor-menu';

const loadMenuDrawer = () => import('./menu-drawer');
const MenuDrawer = lazy(() => loadMenuDrawer().then((m) => ({ default: m.MenuDrawer })));

// Dialogs behind the menu load when first opened, keeping them out of the chat's first load.
const loadHistoryDialog = () => import('./history-dialog');
const HistoryDialog = lazy(() => loadHistoryDialog().then((m) => ({ default: m.HistoryDialog })));
const TicketsDialog = lazy(() =>
  import('./info-dialogs').then((m) => ({ default: m.TicketsDialog })),
);
const ArticleDialog = lazy(() =>
  import('./info-dialogs').then((m) => ({ default: m.ArticleDialog })),
);
const WorkOrderDialog = lazy(() =>
  import('./work-order-dialog').then((m) => ({ default: m.WorkOrderDialog })),
);

type DialogName = 'history' | 'tickets' | 'workOrder';

/** The composer re-renders for its own props only (its callbacks are stable), not per message. */
const StableComposer = memo(Composer);

/** The visitor's chat (SPEC §2 /chatQueue and /index/:project): robot, queue, engineer, history. */
export function ChatQueueScreen({
  compact = false,
}: {
  /** The widget view: no side panel. */ compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const embedded = useEnvironment((s) => s.embedded);
  const desktop = useEnvironment((s) => s.desktop) && !compact;
  const {
    session,
    connection,
    starting: connecting,
    startError,
    retry: reconnect,
  } = useVisitorSession();
  // The chat's phase and messages are read by the parts that show them (VisitorStatusLine,
  // VisitorConversation): a store update re-renders those, not the whole screen.
  const sessionId = useCallStore((s) => s.sessionId);
  const queue = useCallStore((s) => s.queue);
  const company = useCallStore((s) => s.companyInfo);
  const token = useCallStore((s) => s.loginInfo?.token);
  const starting = useCallStore((s) => s.starting);
  const [dialog, setDialog] = useState<DialogName>();
  const [article, setArticle] = useState<string>();
  const [menuOpen, setMenuOpenState] = useState(false);
  // The drawer mounts on first use and stays (it animates out when closed).
  const [menuUsed, setMenuUsed] = useState(false);
  const setMenuOpen = useCallback((open: boolean) => {
    if (open) setMenuUsed(true);
    setMenuOpenState(open);
  }, []);
  const menuButton = useRef<HTMLButtonElement>(null);
  // What a visitor opens in the first minute (the menu, the history) is fetched once the page is
  // idle, so opening it shows no spinner; pointing at the menu fetches it sooner. Until the chat's
  // first words are on screen (or its start has ended without any), idle work of the whole page
  // and the reads the first screen does without wait: the visitor is waiting for those words,
  // not for code and data they have not asked for.
  const [firstWords, setFirstWords] = useState(false);
  const showFirstWords = useCallback(() => setFirstWords(true), []);
  const firstContent = firstWords || !connecting;
  useHoldIdle(!firstContent);
  useEffect(
    () =>
      whenIdle(() => {
        void loadMenuDrawer();
        void loadHistoryDialog();
      }),
    [],
  );
  useVisualViewportHeight();

  const allReads = session && token ? session.reads : undefined;
  const reads = firstContent ? allReads : undefined;
  const api = reads && session?.api;
  const permission = useCallStore((s) => s.permission);
  const switches = useMemo(() => clientSwitches(permission), [permission]);
  // What the screen shows beside the conversation, read with this login (a new login reads again).
  const readKey = (name: string, ready: unknown = reads) =>
    ready ? `${name}:${token}` : undefined;
  const [maintenance] = useResource(readKey('maintenance'), () => reads!.maintenance());
  const [ticketsVersion, setTicketsVersion] = useState(0);
  const [tickets] = useResource(
    readKey(`tickets:${ticketsVersion}`, reads && switches.services),
    () => reads!.tickets(),
  );
  const [video] = useResource(readKey('video'), () => reads!.videoSetting());
  // Read with the login, not after the first words: the strip is in place before them and does
  // not push them up when it arrives. One that could not be read is no strip.
  const [fast] = useResource(readKey('fast-entries', allReads), () => allReads!.fastEntries());
  const fastEntries = fast.status === 'error' ? [] : fast.data;
  const markId = search.get('mark_id');
  const [product] = useResource(readKey(`product:${markId}`, reads && markId), () =>
    reads!.product(markId!),
  );
  const emoji = useMemo(() => emojiSet({ cube_diy: permission?.cube_diy }), [permission]);

  const startErrorText = useMemo(() => {
    if (startError === undefined) return '';
    const message = errorMessage(startError);
    return String(t(message.key, message.values as never));
  }, [startError, t]);
  const failed = useCallback(
    (error: unknown) => {
      const message = errorMessage(error);
      toast.error(String(t(message.key, message.values as never)));
    },
    [t],
  );
  // One pipeline for every way in (buttons, paste, drop, the host page): checked, kept in the
  // outbox until the server has it, in order, once.
  const onText = useCallback(
    (text: string) =>
      void session?.withSender((sender) => {
        const result = sender.text(text);
        if (!result.ok) toast.error(result.text);
      }),
    [session],
  );
  const onImage = useCallback(
    (file: File) => void session?.withSender((s) => s.attach(file, 'image')),
    [session],
  );
  const onFile = useCallback(
    (file: File) => void session?.withSender((s) => s.attach(file, 'file')),
    [session],
  );
  const onTyping = useCallback((typing: boolean) => session?.typing(typing), [session]);
  const queueCode = search.get('queue_code') ?? search.get('skill') ?? DEFAULT_QUEUE_CODE;
  const transfer = useCallback(() => void session?.begin(2, { queueCode }), [session, queueCode]);
  const openWorkOrder = useCallback(() => setDialog('workOrder'), []);
  const closeDialog = (open: boolean) => void (open || setDialog(undefined));
  const end = async () => {
    const ok = await dialogs.confirm({
      title: t('visitor.actions.endTitle'),
      description: t('visitor.actions.endBody'),
      confirmLabel: t('visitor.actions.endConfirm'),
      cancelLabel: t('visitor.actions.cancel'),
      tone: 'danger',
    });
    if (ok) await session?.end();
  };
  const onAction = (action: MenuAction) => {
    setMenuOpen(false);
    if (action === 'end') return void end();
    if (action === 'language')
      return void changeLanguage(i18n, i18n.language === 'en' ? 'zh-CN' : 'en');
    if (action === 'call' && video.data) {
      const text = t(
        video.data.video_enabled ? 'visitor.callAvailable' : 'visitor.callUnavailable',
        {
          hours: video.data.hours ?? '',
        },
      );
      return void dialogs.alert({ title: t('call.title'), description: text });
    }
    if (action === 'projects') return void navigate('/projects');
    if (action === 'login')
      return void navigate(
        `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`,
      );
    if (action === 'vip')
      return void dialogs.alert({ title: t('vip.title'), description: t('vip.body') });
    if (action === 'history' || action === 'tickets' || action === 'workOrder') setDialog(action);
  };
  const [dragging, setDragging] = useState(false);
  const onDrop = (e: DragEvent) => {
    setDragging(false);
    if (!e.dataTransfer.files.length) return;
    e.preventDefault();
    [...e.dataTransfer.files].forEach(onImage);
  };

  const restart = useCallback(() => void session?.begin(1).catch(failed), [session, failed]);
  const menu = <VisitorMenu onAction={onAction} canEnd={!!sessionId} switches={switches} />;

  return (
    <>
      <Page
        title={company?.company_name || t('screens.chatQueue.title')}
        titleSuffix={t('app.name')}
        headerless={embedded}
        safeAreaBottom={false}
        start={company?.company_logo ? <Logo src={company.company_logo} alt="" /> : undefined}
        end={
          desktop ? undefined : (
            <IconButton
              ref={menuButton}
              label={t('visitor.actions.menu')}
              icon={<MenuIcon />}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              // Intent: the drawer's chunk starts loading before the click lands.
              onPointerEnter={() => void loadMenuDrawer()}
              onFocus={() => void loadMenuDrawer()}
              onClick={() => setMenuOpen(true)}
            />
          )
        }
      >
        <VisitorStatusLine
          connecting={connecting}
          failed={startError !== undefined}
          onTransfer={transfer}
          onRestart={restart}
        />
        <Body>
          <Main
            onDragOver={(e) => {
              e.preventDefault();
              if (!dragging && e.dataTransfer.types.includes('Files')) setDragging(true);
            }}
            onDragLeave={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
            }}
            onDrop={onDrop}
          >
            {dragging && <DropHint>{t('chat.composer.dropHint')}</DropHint>}
            <Greeting>
              {t('screens.chatQueue.welcome', {
                greeting: t(`screens.chatQueue.greeting.${greetingPeriod(new Date())}`),
              })}
            </Greeting>
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
                <Banner
                  tone="warning"
                  action={
                    <Button variant="ghost" onClick={reconnect}>
                      {t('visitor.connection.reconnect')}
                    </Button>
                  }
                >
                  {t('visitor.connection.kicked')}
                </Banner>
              )}
              {startError !== undefined && (
                <Banner
                  tone="error"
                  title={t('visitor.startFailed')}
                  action={
                    <Button variant="ghost" onClick={reconnect}>
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
            {queue && <QueueBanner queue={queue} onCancel={() => void end()} />}
            <VisitorConversation
              session={session}
              emoji={emoji}
              fastEntries={fastEntries}
              onText={onText}
              onTransfer={transfer}
              onArticle={setArticle}
              onWorkOrder={switches.services ? openWorkOrder : undefined}
              onFirstWords={showFirstWords}
            />
            <StableComposer
              onSendText={onText}
              onImage={onImage}
              onFile={onFile}
              onTyping={onTyping}
              emoji={emoji}
              disabled={!session || starting}
            />
          </Main>
          {desktop && <Aside>{menu}</Aside>}
        </Body>
      </Page>
      {!desktop && menuUsed && (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} onOpenChange={setMenuOpen} returnFocus={menuButton}>
            {menu}
          </MenuDrawer>
        </Suspense>
      )}
      {api && (
        <Suspense fallback={null}>
          {dialog === 'history' && <HistoryDialog api={api} open onOpenChange={closeDialog} />}
          {dialog === 'tickets' && <TicketsDialog api={api} open onOpenChange={closeDialog} />}
          {dialog === 'workOrder' && (
            <WorkOrderDialog
              api={api}
              open
              onOpenChange={closeDialog}
              onCreated={() => setTicketsVersion((n) => n + 1)}
            />
          )}
          {article && (
            <ArticleDialog api={api} articleId={article} onClose={() => setArticle(undefined)} />
          )}
        </Suspense>
      )}
    </>
  );
}
