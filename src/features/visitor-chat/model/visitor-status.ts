/**
 * What the visitor's status line says (SPEC §4 states), from the chat's state. One answer for
 * each situation, checked in this order: the start still running, a start that failed, a
 * transfer on its way, a place in the queue, an engineer, the robot, or no conversation.
 */
export type VisitorStatus =
  | { kind: 'connecting' }
  | { kind: 'unavailable' }
  | { kind: 'transferring' }
  | { kind: 'queueing' }
  | { kind: 'engineer'; name: string }
  | { kind: 'robot' }
  | { kind: 'ended' };

export interface VisitorStatusInput {
  /** The session is still logging in and connecting. */
  connecting: boolean;
  /** The start failed (the screen shows why and offers a retry). */
  failed: boolean;
  /** A start flow (robot or transfer) is running. */
  starting: boolean;
  queued: boolean;
  engineer: { name: string } | undefined;
  sessionId: string | undefined;
}

export function visitorStatus(state: VisitorStatusInput): VisitorStatus {
  if (state.connecting) return { kind: 'connecting' };
  if (state.failed) return { kind: 'unavailable' };
  if (state.starting) return { kind: 'transferring' };
  if (state.queued) return { kind: 'queueing' };
  if (state.engineer) return { kind: 'engineer', name: state.engineer.name };
  if (state.sessionId) return { kind: 'robot' };
  return { kind: 'ended' };
}

/** The robot is talking: the visitor may ask for a person (转人工) and use the quick entries. */
export const isRobotSession = (
  state: Pick<VisitorStatusInput, 'sessionId' | 'queued' | 'engineer'>,
) => !!state.sessionId && !state.queued && !state.engineer;
