import { startTransition, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { dialogs } from '@/components/dialog';
import { toast } from '@/components/toast';
import { describeFailure, isApiError, preloadApiClient } from '@/lib/api-client';
import { useEnvironment } from '@/lib/env';
import { chatRouteQuery } from '@/lib/contract/chat-route';
import { afterHolds } from '@/lib/idle';
import { retryWhenBack } from '@/lib/backoff';
import { isChunkLoadError } from '@/lib/lazy';
import { useServices } from '@/lib/services';
import { visitorPrefetch } from '../model/early-start';
import { useHostSenders } from './host-senders-context';
import type { TransferRefusal } from '../model/availability';
import type { StartType } from '../model/session-flow';
import type { ConnectionState, VisitorSession, VisitorSessionDeps } from '../model/visitor-session';

/**
 * The session model brings the API client, the contract's schemas and the IM client: it loads
 * while the first screen paints, not before it, with the client's code beside it (its first
 * call would otherwise wait for one more fetch).
 */
const loadSessionModel = () =>
  Promise.all([import('../model/visitor-session'), preloadApiClient()]).then(([model]) => model);

const START_TYPES: readonly number[] = [1, 2, 3];
/** How long a new visitor's chat waits for its first words to show before it connects anyway. */
const FIRST_WORDS_WAIT_MS = 1_500;

/** The URL's start instruction (SPEC §4 type) and its queue or engineer. */
export function startFromSearch(search: URLSearchParams) {
  const { type, queueCode, engineerCode } = chatRouteQuery(search);
  return { type: (START_TYPES.includes(type) ? type : 1) as StartType, queueCode, engineerCode };
}

/** Runs a VisitorSession while the chat screen is on screen. */
export function useVisitorSession() {
  const { i18n } = useTranslation();
  const projectId = useEnvironment((s) => s.projectId);
  const channel = useEnvironment((s) => s.channel);
  const [search] = useSearchParams();
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [attempt, setAttempt] = useState(0);
  // How the latest start ended (error null when it started); a newer run means "starting".
  const [outcome, setOutcome] = useState<{ run: string; error: unknown }>();

  const start = startFromSearch(search);
  const startKey = `${start.type}|${start.queueCode ?? ''}|${start.engineerCode ?? ''}`;
  const run = `${startKey}#${attempt}`;

  const services = useServices();
  const hostSenders = useHostSenders();
  const [session, setSession] = useState<VisitorSession>();
  // The model's chunk could not be fetched (offline at first load): tried again with `retry`.
  const [loadError, setLoadError] = useState<{ error: unknown }>();
  const [loadTry, setLoadTry] = useState(0);
  // Another attempt: a new start, and a new fetch of the model if that is what failed.
  const loadFailed = useRef(false);
  const tryAgain = useCallback(() => {
    setAttempt((n) => n + 1);
    if (loadFailed.current) setLoadTry((n) => n + 1);
  }, []);
  // The session lives as long as the project and the channel: it speaks through these events,
  // which always reach the current language (react-i18next hands out a new i18n wrapper on
  // every language change; a session keyed by it logged in and reconnected again).
  const alert = useEffectEvent((kind: Parameters<VisitorSessionDeps['alert']>[0]) => {
    void dialogs.alert({ title: i18n.t(`errors.catalogue.${kind}`) });
  });
  // Worded in the current language when it happens.
  const describe = useEffectEvent((cause: unknown) => describeFailure(cause, i18n.t as never));
  const personalUnavailable = useEffectEvent(() => i18n.t('errors.catalogue.personal_unavailable'));
  // A transfer nobody can take (or without the pre-chat answers): the screen offers a form.
  const [refusal, setRefusal] = useState<TransferRefusal>();
  const offer = useEffectEvent((refused: TransferRefusal) => setRefusal({ ...refused }));
  const rateLimited = useEffectEvent(() => {
    toast.warning(i18n.t('errors.reasons.rate_limited'), { id: 'rate-limited' });
  });
  useEffect(() => {
    let live = true;
    loadSessionModel().then(
      ({ VisitorSession }) => {
        if (!live) return;
        loadFailed.current = false;
        const session = new VisitorSession({
          projectId,
          channel,
          warn: (text) => toast.warning(text),
          personalUnavailable: () => personalUnavailable(),
          offer: (refused) => offer(refused),
          alert: (kind) => alert(kind),
          // The socket's state and the start's end re-render the whole screen: as Transitions,
          // in slices (a banner a frame later is nothing; a long task on a slow phone is).
          onConnection: (state) => startTransition(() => setConnection(state)),
          reload: () => window.location.reload(),
          prefetched: visitorPrefetch,
          services,
          hostSenders,
          // The screen holds idle work until the first words show (useHoldIdle).
          firstContent: () => afterHolds({ maxMs: FIRST_WORDS_WAIT_MS }),
          describe: (cause) => describe(cause),
          sendFailed: (text) => toast.error(text),
          rateLimited: () => rateLimited(),
        });
        // The chat's conversation mounts with it (the list, its first rows): a render that yields
        // to the browser every few milliseconds rather than one long task on a slow phone.
        startTransition(() => {
          setLoadError(undefined);
          setSession(session);
        });
      },
      (error: unknown) => {
        if (!live) return;
        loadFailed.current = true;
        setLoadError({ error });
      },
    );
    return () => {
      live = false;
    };
  }, [projectId, channel, loadTry, services, hostSenders]);

  useEffect(() => {
    if (!session) return;
    const [type, queueCode, engineerCode] = startKey.split('|');
    // A start the screen has left (unmounted, or started again) no longer reports to it.
    let live = true;
    session
      .start(Number(type) as StartType, {
        queueCode: queueCode || undefined,
        engineerCode: engineerCode || undefined,
      })
      .then(
        () => live && startTransition(() => setOutcome({ run, error: null })),
        (error: unknown) =>
          live &&
          startTransition(() => setOutcome({ run, error: error ?? new Error('start failed') })),
      );
    return () => {
      live = false;
      session.dispose();
    };
  }, [session, startKey, run]);

  // A start that got no answer at all (offline, the server restarting) tries again by itself:
  // when the browser says it is back online, or after 2 s, 4 s ... 30 s.
  const noAnswer =
    (loadError !== undefined && isChunkLoadError(loadError.error)) ||
    (outcome?.run === run && isNoAnswer(outcome.error));
  const streak = useRef(0);
  useEffect(() => {
    if (outcome?.run === run && outcome.error === null) streak.current = 0;
    if (!noAnswer) return;
    streak.current += 1;
    return retryWhenBack(streak.current + 1, tryAgain);
  }, [noAnswer, outcome, run, tryAgain]);

  return {
    session,
    connection,
    /** Still loading, logging in and connecting. */
    starting: !loadError && outcome?.run !== run,
    /** Why the chat could not start, if it could not. */
    startError: loadError
      ? loadError.error
      : outcome?.run === run
        ? (outcome.error ?? undefined)
        : undefined,
    /** Starts again after a failure, or after being kicked off by another page. */
    retry: tryAgain,
    /** The latest transfer refused with a form to offer (a new object for each refusal). */
    refusal,
  };
}

/**
 * The server never answered (no network, a timeout, a gateway while it restarts), or the code the
 * start needed could not be fetched (offline).
 */
function isNoAnswer(error: unknown): boolean {
  if (isChunkLoadError(error)) return true;
  if (!isApiError(error)) return false;
  if (error.code === 'network' || error.code === 'timeout') return true;
  return error.code === 'http' && [502, 503, 504].includes(error.status ?? 0);
}
