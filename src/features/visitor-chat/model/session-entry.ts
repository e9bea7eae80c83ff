// How the chat store enters a session: the one a start flow gave (robot, queue), or the one a
// returning visitor was in (SPEC §7 currentStatus), with its lines and what led to it.
import type { PastSession, VisitorStatus } from '@/lib/contract';
import { historyEngineer, transferredFrom } from './history-flow';
import type { StartOutcome } from './session-flow';
import type { VisitorHistory } from './visitor-history';
import { useVisitorStore, visitorStore } from './visitor-store';

export const isRobotOutcome = (
  outcome: StartOutcome,
): outcome is Extract<StartOutcome, { kind: 'robot' | 'robot-restarted' }> =>
  outcome.kind === 'robot' || outcome.kind === 'robot-restarted';

/** Shows a start's session; entering it ends the start in the same write (one render, not two). */
export async function enterOutcome(outcome: StartOutcome, history: VisitorHistory): Promise<void> {
  if (isRobotOutcome(outcome)) {
    visitorStore.enterSession(outcome.sessionId, { queue: undefined, engineer: undefined });
    await history.loadSession(outcome.sessionId);
  } else if (outcome.kind === 'queued') {
    // An engineer may have taken the visitor before this answer arrived (their CreateSession
    // came first over the socket): the queue is over, it does not come back.
    const now = useVisitorStore.getState();
    const served = now.engineer !== undefined && now.sessionId === outcome.sessionId;
    visitorStore.enterSession(
      outcome.sessionId,
      served
        ? {}
        : {
            queue: {
              position: outcome.position ?? 0,
              waiting: outcome.waiting ?? 0,
              estimatedWaitSeconds: outcome.estimatedWaitSeconds ?? 0,
            },
          },
    );
  } else {
    visitorStore.setStarting(false);
  }
}

/**
 * A returning visitor's conversation under way (queueing or chatting) comes back with its lines,
 * and the robot conversation that led to it above them; false when there is none.
 */
export async function restoreStatus(
  status: VisitorStatus | undefined,
  past: readonly PastSession[],
  history: VisitorHistory,
): Promise<boolean> {
  if (!status || status.status === 'idle' || !status.sessionId) return false;
  visitorStore.enterSession(status.sessionId, {
    engineer: status.engineer ?? (status.status === 'chatting' ? historyEngineer(past) : undefined),
    queue:
      status.status === 'queueing'
        ? {
            position: status.position ?? 0,
            waiting: status.waiting ?? 0,
            estimatedWaitSeconds: status.estimatedWaitSeconds ?? 0,
          }
        : undefined,
  });
  await history.loadSession(status.sessionId);
  // The robot conversation that led here stood above this session before the reload (if it
  // fails to load, scrolling up still brings it as an earlier conversation).
  const robot = transferredFrom(past, status.sessionId);
  if (robot) await history.loadSession(robot.id).catch(() => undefined);
  return true;
}
