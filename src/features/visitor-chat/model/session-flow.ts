import { TIMING } from '@/lib/constants';
import { PERSONAL_UNAVAILABLE_STATUS } from '@/lib/contract';
import { isApiError, type ApiClient } from '@/lib/api-client';
import type { Channel } from '@/lib/env';
import type { PreChatAnswers } from '@/lib/contract/leave-message';
import { askEngineer, closeRobot, joinQueue, startRobot } from '../api/session-calls';
import { ASK_PRE_CHAT_CODES, OFFER_MESSAGE_CODES, type TransferRefusal } from './availability';

/** SPEC §4: the type parameter: 1 robot, 2 big queue for a skill, 3 a named engineer. */
export type StartType = 1 | 2 | 3;

export interface FlowDeps {
  api: ApiClient;
  token: string;
  channel: Channel;
  projectId?: string;
  accessesId?: string;
  /** Waits; injectable so tests control SPEC's 500 ms. */
  wait?: (ms: number) => Promise<void>;
  /** Shows a warning (message.info or the error text). */
  warn: (text: string) => void;
  /** Words a reason the server named in the reader's language; without it, message.info shows. */
  describe?: (error: unknown) => string;
  /** SPEC §8's words for a named engineer who cannot take the visitor (the 422). */
  personalUnavailable?: () => string;
  /**
   * A transfer refused because nobody can serve (no engineer online, out of hours) or because
   * the pre-chat answers are missing: the widget offers its form instead of a warning.
   */
  offer?: (refusal: TransferRefusal) => void;
}

export interface StartOptions {
  queueCode?: string;
  engineerCode?: string;
  pathway?: string;
  /** The answers of the project's pre-chat form (#17 item 3). */
  preChat?: PreChatAnswers;
}

export type StartOutcome =
  | { kind: 'robot'; sessionId: string }
  | {
      kind: 'queued';
      sessionId?: string;
      position?: number;
      waiting?: number;
      estimatedWaitSeconds?: number;
    }
  | { kind: 'robot-restarted'; sessionId: string }
  | { kind: 'failed' };

/** The server answered and said no (message.info, or a 4xx), as opposed to no answer at all. */
const refusal = (error: unknown) =>
  isApiError(error) &&
  (error.code === 'status' ||
    (error.code === 'http' && error.status !== undefined && error.status < 500));

/** The reason code of a refusal that offers a form instead of a warning. */
function offeredCode(error: unknown): string | undefined {
  const code: string | undefined = isApiError(error) ? error.reason?.code : undefined;
  return code && [...OFFER_MESSAGE_CODES, ...ASK_PRE_CHAT_CODES].includes(code) ? code : undefined;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function errorText(error: unknown, describe: FlowDeps['describe']): string {
  if (isApiError(error) && error.reason && describe) return describe(error);
  if (isApiError(error)) return error.infoText ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

async function robot(deps: FlowDeps): Promise<StartOutcome> {
  const sessionId = await startRobot(deps.api, {
    channel: deps.channel,
    accessesId: deps.accessesId,
    projectId: deps.projectId,
  });
  return { kind: 'robot', sessionId };
}

/**
 * SPEC §4 session start by type: 1 starts the robot; 2 closes the robot and after 500 ms joins
 * the big queue (a warning on failure); 3 closes the robot and after 500 ms selects the named
 * engineer, and on 422 the robot starts again. A queue that refuses (a warning) also gives the
 * visitor back to the robot, whose conversation the transfer had closed.
 */
export async function startByType(
  deps: FlowDeps,
  type: StartType,
  options: StartOptions = {},
): Promise<StartOutcome> {
  if (type === 1) return robot(deps);
  const wait = deps.wait ?? sleep;
  try {
    await closeRobot(deps.api, deps.channel);
  } catch {
    // Closing a robot session that is already gone is fine.
  }
  await wait(TIMING.queueSelectionDelayMs);
  const transfer = {
    token: deps.token,
    queueCode: options.queueCode ?? '',
    pathway: options.pathway ?? deps.channel,
    projectId: deps.projectId,
    preChat: options.preChat,
  };
  try {
    const standing =
      type === 2
        ? await joinQueue(deps.api, transfer)
        : await askEngineer(deps.api, {
            ...transfer,
            engineerCode: options.engineerCode ?? '',
            accessesId: deps.accessesId,
          });
    return {
      kind: 'queued',
      sessionId: standing.sessionId,
      position: standing.position,
      waiting: standing.waiting,
      estimatedWaitSeconds: standing.estimatedWaitSeconds,
    };
  } catch (error) {
    const unavailable =
      type === 3 && isApiError(error) && error.status === PERSONAL_UNAVAILABLE_STATUS;
    const text =
      unavailable && deps.personalUnavailable
        ? deps.personalUnavailable()
        : errorText(error, deps.describe);
    const code = offeredCode(error);
    const form = ASK_PRE_CHAT_CODES.includes(code ?? '') ? 'preChat' : 'leaveMessage';
    if (code && deps.offer) deps.offer({ code, form, text });
    else deps.warn(text);
    // The queue said no (a warning, a 4xx): the robot's conversation was closed for the
    // transfer, so the robot takes the visitor back rather than leave them in a closed one. A
    // failure that is no answer (network, timeout, 5xx) may have queued them: not restarted.
    if (!refusal(error)) return { kind: 'failed' };
    try {
      const restarted = await robot(deps);
      return {
        kind: 'robot-restarted',
        sessionId: restarted.kind === 'robot' ? restarted.sessionId : '',
      };
    } catch {
      return { kind: 'failed' };
    }
  }
}
