import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { dialogs } from '@/components/dialog';
import { IconButton } from '@/components/icon-button';
import { MenuIcon } from '@/components/icons';
import { Page } from '@/components/page';
import { CallLayer, canStartCall, useCallSelect } from '@/features/call';
import { Composer, useVisualViewportHeight } from '@/features/chat';
import { emojiSet } from '@/lib/emoji';
import { greetingPeriod } from '@/lib/format';
import { useEnvironment } from '@/lib/env';
import { useHoldIdle, whenIdle } from '@/lib/idle';
import { prefetch } from '@/lib/lazy';
import { useResource, useStoreInTransition } from '@/lib/resource';
import { changeLanguage } from '@/lib/i18n';
import { clientSwitches } from '@/lib/permissions';
import { DEFAULT_QUEUE_CODE } from '@/lib/constants';
import { chatRouteQuery } from '@/lib/contract/chat-route';
import { Body, Main, DropHint, Aside, Greeting, Logo } from './chat-queue-screen.styles';
import { AvailabilitySlot } from './availability-slot';
import { useTransferOffers } from '../hooks/use-transfer-offers';
import { useFileDrop } from '../hooks/use-file-drop';
import { useCallHours } from '../hooks/use-call-hours';
import { useVisitorActions } from '../hooks/use-visitor-actions';
import { useVisitorSession } from '../hooks/use-visitor-session';
import { useCompanyInLanguage } from '../hooks/use-company-in-language';
import { VisitorBanners } from './visitor-banners';
import { loadHistoryDialog, VisitorDialogs, type DialogName } from './visitor-dialogs';
import { VisitorConversation } from './visitor-conversation';
import { VisitorStatusLine } from './visitor-status-line';
import { QueueBanner } from './queue-banner';
import { RatingPrompt } from './rating-prompt';
import { VisitorMenu, type MenuAction } from './visitor-menu';
import { visitorSelect, useVisitorStore } from '../model/visitor-store';

const loadMenuDrawer = () => import('./menu-drawer');
const MenuDrawer = lazy(() => loadMenuDrawer().then((m) => ({ default: m.MenuDrawer })));

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
    refusal,
  } = useVisitorSession();
  // The chat's phase and messages are read by the parts that show them (VisitorStatusLine,
  // VisitorConversation): a store update re-renders those, not the whole screen. What the screen
  // itself reads arrives from the network and re-renders it as a Transition (in slices).
  const sessionId = useStoreInTransition(useVisitorStore, visitorSelect.sessionId);
  const queue = useStoreInTransition(useVisitorStore, visitorSelect.queue);
  const company = useStoreInTransition(useVisitorStore, visitorSelect.company);
  const token = useStoreInTransition(useVisitorStore, visitorSelect.token);
  const starting = useStoreInTransition(useVisitorStore, visitorSelect.starting);
  const [dialog, setDialog] = useState<DialogName>();
  // The conversation the transcript dialog was about ended under it: the dialog goes, and does
  // not come back with the next conversation.
  if (dialog === 'transcript' && !sessionId) setDialog(undefined);
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
  useEffect(() => whenIdle(() => prefetch(loadMenuDrawer, loadHistoryDialog)), []);
  useVisualViewportHeight();

  const allReads = session && token ? session.reads : undefined;
  const reads = firstContent ? allReads : undefined;
  const api = reads && session?.api;
  const permission = useStoreInTransition(useVisitorStore, visitorSelect.permission);
  const switches = useMemo(() => clientSwitches(permission), [permission]);
  // What the screen shows beside the conversation, read with this login (a new login reads again).
  const readKey = (name: string, ready: unknown = reads) =>
    ready ? `${name}:${token}` : undefined;
  const [ticketsVersion, setTicketsVersion] = useState(0);
  const showCallHours = useCallHours(readKey('video'), reads, allReads);
  const canCall = useCallSelect(session?.call, canStartCall, false);
  // Read with the login, not after the first words (the strip is in place before them, not pushing
  // them up), in the page's language (again on a switch). One that could not be read is no strip.
  const [fast] = useResource(readKey(`fast-entries:${i18n.language}`, allReads), () =>
    allReads!.fastEntries(),
  );
  useCompanyInLanguage(session, i18n.language);
  const fastEntries = fast.status === 'error' ? [] : fast.data;
  const emoji = useMemo(() => emojiSet({ cube_diy: permission?.cube_diy }), [permission]);

  const queueCode = chatRouteQuery(search).queueCode ?? DEFAULT_QUEUE_CODE;
  const { onText, onImage, onFile, onVoice, onTyping, transfer, restart, end } = useVisitorActions(
    session,
    queueCode,
  );
  const offers = useTransferOffers({ session, queueCode, reads, refusal, transfer, setDialog });
  const openWorkOrder = useCallback(() => setDialog('workOrder'), []);
  const closeDialog = useCallback(() => setDialog(undefined), []);
  const closeArticle = useCallback(() => setArticle(undefined), []);
  const bumpTickets = useCallback(() => setTicketsVersion((n) => n + 1), []);
  const onAction = (action: MenuAction) => {
    setMenuOpen(false);
    if (action === 'end') return void end();
    if (action === 'language')
      return void changeLanguage(i18n, i18n.language === 'en' ? 'zh-CN' : 'en');
    if (action === 'call') return void showCallHours();
    if (action === 'voiceCall' || action === 'videoCall')
      return void session?.call.actions.start(action === 'voiceCall' ? 'audio' : 'video');
    if (action === 'projects') return void navigate('/projects');
    if (action === 'login')
      return void navigate(
        `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`,
      );
    if (action === 'vip')
      return void dialogs.alert({ title: t('vip.title'), description: t('vip.body') });
    if (['history', 'transcript', 'tickets', 'workOrder'].includes(action))
      setDialog(action as DialogName);
  };
  const drop = useFileDrop(onImage);
  const menu = (
    <VisitorMenu onAction={onAction} canEnd={!!sessionId} switches={switches} canCall={canCall} />
  );

  return (
    <>
      <Page
        title={company?.name || t('screens.chatQueue.title')}
        titleSuffix={t('app.name')}
        headerless={embedded}
        safeAreaBottom={false}
        start={company?.logo ? <Logo src={company.logo} alt="" /> : undefined}
        end={
          desktop ? undefined : (
            <IconButton
              ref={menuButton}
              label={t('visitor.actions.menu')}
              icon={<MenuIcon />}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              // Intent: the drawer's chunk starts loading before the click lands.
              onPointerEnter={() => prefetch(loadMenuDrawer)}
              onFocus={() => prefetch(loadMenuDrawer)}
              onClick={() => setMenuOpen(true)}
            />
          )
        }
      >
        <VisitorStatusLine
          connecting={connecting}
          failed={startError !== undefined}
          onTransfer={offers.askTransfer}
          onRestart={restart}
        />
        <Body>
          <Main {...drop.handlers}>
            {drop.dragging && <DropHint>{t('chat.composer.dropHint')}</DropHint>}
            <Greeting>
              {t('screens.chatQueue.welcome', {
                greeting: t(`screens.chatQueue.greeting.${greetingPeriod(new Date())}`),
              })}
            </Greeting>
            <VisitorBanners
              reads={reads}
              token={token}
              tickets={switches.services}
              ticketsVersion={ticketsVersion}
              markId={search.get('mark_id')}
              connection={connection}
              startError={startError}
              onReconnect={reconnect}
            />
            <AvailabilitySlot {...offers} queued={!!queue} />
            {queue && <QueueBanner queue={queue} onCancel={() => void end()} />}
            <VisitorConversation
              session={session}
              emoji={emoji}
              fastEntries={fastEntries}
              onText={onText}
              onTransfer={offers.askTransfer}
              onArticle={setArticle}
              onWorkOrder={switches.services ? openWorkOrder : undefined}
              onFirstWords={showFirstWords}
            />
            <RatingPrompt session={session} />
            <StableComposer
              onSendText={onText}
              onImage={onImage}
              onFile={onFile}
              onVoice={onVoice}
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
      <CallLayer engine={session?.call} />
      {api && (
        <VisitorDialogs
          api={api}
          dialog={dialog}
          sessionId={sessionId}
          article={article}
          onClose={closeDialog}
          onCloseArticle={closeArticle}
          onWorkOrder={bumpTickets}
          {...offers.dialogs}
        />
      )}
    </>
  );
}
