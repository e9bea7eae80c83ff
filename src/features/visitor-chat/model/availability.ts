import type { AvailabilityView, UnavailableReason } from '@/lib/contract/service-hours';

/**
 * Why a visitor transferred now would not be served (#17 item 3), from the onlineEngineer
 * answer; undefined while someone can take them, or before the first answer. A server that
 * answers SPEC's count alone is read by that count. Types only: this runs in the first chunk.
 */
export interface Unavailability {
  reason: UnavailableReason;
  /** When the project opens next, while it is closed (ms since the epoch). */
  opensAt?: number;
  hours?: AvailabilityView['hours'];
}

export function unavailability(view: AvailabilityView | undefined): Unavailability | undefined {
  if (!view) return undefined;
  const open = view.open ?? view.online > 0;
  if (open) return undefined;
  const opensAt = view.opens_at ? Date.parse(view.opens_at) : NaN;
  return {
    reason: view.reason ?? 'no_engineer',
    opensAt: Number.isFinite(opensAt) ? opensAt : undefined,
    hours: view.hours,
  };
}

/**
 * The refusals of a transfer that offer the leave-a-message form (nobody can serve) or the
 * pre-chat form (the project's required answers are missing), by the server's reason code.
 */
export const OFFER_MESSAGE_CODES: readonly string[] = ['no_engineer_online', 'out_of_hours'];
export const ASK_PRE_CHAT_CODES: readonly string[] = ['pre_chat_required'];

/** A transfer the server refused with one of the codes above, the form it offers, its words. */
export interface TransferRefusal {
  code: string;
  form: 'leaveMessage' | 'preChat';
  text: string;
}
