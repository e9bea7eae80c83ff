import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { dialogs } from '@/components/dialog';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { useEnvironment } from '@/lib/env';
import type { i18n as I18n } from 'i18next';
import type { StartType } from '../model/session-flow';
import { VisitorSession, type ConnectionState } from '../model/visitor-session';

const START_TYPES: readonly number[] = [1, 2, 3];

/** The URL's start instruction (SPEC §4 type) and its queue or engineer. */
export function startFromSearch(search: URLSearchParams) {
  const type = Number(search.get('type') ?? 1);
  return {
    type: (START_TYPES.includes(type) ? type : 1) as StartType,
    queueCode: search.get('queue_code') ?? search.get('skill') ?? undefined,
    engineerCode: search.get('engineer_code') ?? undefined,
  };
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

  const session = useMemo(
    () =>
      new VisitorSession({
        projectId,
        channel,
        warn: (text) => toast.warning(text),
        alert: (kind) => void dialogs.alert({ title: i18n.t(`errors.catalogue.${kind}`) }),
        onConnection: setConnection,
        reload: () => window.location.reload(),
        describe: (cause) => describeError(i18n, cause),
        sendFailed: (text) => toast.error(text),
        rateLimited: () =>
          toast.warning(i18n.t('errors.reasons.rate_limited'), { id: 'rate-limited' }),
      }),
    // i18n is one instance for the app's life: a language switch must not restart the chat.
    [projectId, channel, i18n],
  );

  useEffect(() => {
    const [type, queueCode, engineerCode] = startKey.split('|');
    session
      .start(Number(type) as StartType, {
        queueCode: queueCode || undefined,
        engineerCode: engineerCode || undefined,
      })
      .then(
        () => setOutcome({ run, error: null }),
        (error: unknown) => setOutcome({ run, error: error ?? new Error('start failed') }),
      );
    return () => session.dispose();
  }, [session, startKey, run]);

  return {
    session,
    connection,
    /** Still logging in and connecting. */
    starting: outcome?.run !== run,
    /** Why the chat could not start, if it could not. */
    startError: outcome?.run === run ? (outcome.error ?? undefined) : undefined,
    /** Starts again after a failure, or after being kicked off by another page. */
    retry: () => setAttempt((n) => n + 1),
  };
}

/** A refusal or failure in the reader's language (the current one, when it happens). */
export function describeError(i18n: I18n, cause: unknown): string {
  const message = errorMessage(cause);
  return String(i18n.t(message.key, message.values as never));
}
