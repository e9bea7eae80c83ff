import type { CallSignal } from '@/lib/contract';
import type { CallStep } from '../core';

/**
 * A call's step between the contract's words (callSignal) and the core's (CallStep): only the
 * hang-up's count is named otherwise; every other step has the same fields, which the types
 * check both ways.
 */
export function toCallStep(signal: CallSignal): CallStep {
  if (signal.kind !== 'hangup') return signal;
  return { kind: 'hangup', reason: signal.reason, connectedSeconds: signal.connected_seconds };
}

export function toCallSignal(step: CallStep): CallSignal {
  if (step.kind !== 'hangup') return step;
  return { kind: 'hangup', reason: step.reason, connected_seconds: step.connectedSeconds };
}
