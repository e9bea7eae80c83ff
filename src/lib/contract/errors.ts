/**
 * SPEC §8 error catalogue. Each code has a user-facing text in the i18n catalogue under
 * `errors.catalogue.<code>`; the raw strings SPEC quotes are kept here where code must match them.
 */
export const ERROR_CODES = [
  'network',
  'timeout',
  'http',
  'status',
  'schema',
  'cancelled',
  'invalid_identity',
  'queue_failed',
  'personal_unavailable',
  'send_failed',
  'upload_failed',
  'no_session_message',
  'disconnected',
  'unknown_message_type',
  'im_config_missing',
  'chunk_load_failed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Strings the observed product matches or prints verbatim (SPEC §5, §8). */
export const RAW_ERRORS = {
  /** axios' text for a request that never got a response. */
  network: 'Network Error',
  /** axios' code for a timed-out request ("timeout of N ms exceeded"). */
  timeoutCode: 'ECONNABORTED',
  /** SPEC §5: logged when the client refuses the initial connection. */
  invalidIdentityLog: 'the current identity is invalid, please refresh',
  /** SPEC §8: the server's word for an illegal identity at login. */
  invalidIdentity: '非法身份',
  imageLoadFailed: 'The image could not be loaded.',
  zoomLoadFailed: 'load failed',
} as const;

/** HTTP status of selectPersonal when the named engineer cannot take the visitor (SPEC §4). */
export const PERSONAL_UNAVAILABLE_STATUS = 422;
/** SPEC §7: a queue selection succeeded only when message.info is this. */
export const QUEUE_SUCCESS_INFO = 'Success';

/**
 * Why the server (or the client's own check before a request) refused something. The server
 * sends the code with values in `message.code` / `message.values` next to its Chinese
 * `message.info`; the client words it from its locale files (`errors.reasons.<code>`), so the
 * reason reaches the person in their language. Every refusal of our server names one; a server
 * that names none (SPEC's observed backend) is worded from its `message.info`.
 */
export const REASON_CODES = [
  'upload_format',
  'image_format',
  'image_too_large',
  'file_too_large',
  'upload_mismatch',
  'upload_empty',
  'rate_limited',
  'text_too_long',
  'no_session',
  'session_ended',
  // Sign-in and identity.
  'invalid_identity',
  'wrong_password',
  'account_required',
  'try_again_soon',
  'too_many_attempts',
  'code_limit',
  'identity_unverified',
  'identity_unconfigured',
  'invalid_email',
  // One-time codes and the unified login (#37 items 1-3).
  'invalid_account',
  'wrong_code',
  'code_expired',
  'code_login_unavailable',
  'code_not_sent',
  'unified_login_off',
  'user_centre_unavailable',
  'unified_ticket_invalid',
  'email_unverified',
  // Things that are not there (or not the caller's).
  'session_not_found',
  'engineer_not_found',
  'visitor_not_found',
  'article_not_found',
  // Queues and engineers.
  'no_engineer_online',
  'engineer_unavailable',
  'visitor_taken',
  'visitor_other_engineer',
  'visitor_other_queue',
  'visitor_not_served',
  // Review and whispers.
  'review_forbidden',
  'date_range',
  'content_required',
  'session_not_active',
  'engineer_not_in_session',
  // Ratings (#17 item 1).
  'already_rated',
  'not_rateable',
  'rating_requested',
  // Leave a message, business hours and the pre-chat form (#17 item 3).
  'out_of_hours',
  'pre_chat_required',
  'contact_required',
  'invalid_phone',
  'already_handled',
  'message_not_found',
  // The request itself.
  'file_required',
  'invalid_request',
  'unknown_call',
  'request_too_large',
  'header_too_large',
  'request_timeout',
  'server_error',
  'too_many_requests',
  // Abuse (#37 items 5 and 6): media from elsewhere, and caps on queueing, SMS and left messages.
  'foreign_media',
  'queue_address_limit',
  'sms_wrong_phone',
  'sms_daily_limit',
  'leave_message_limit',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** Reasons why a file can never be accepted, however often it is sent. */
export const FILE_REASON_CODES: readonly ReasonCode[] = REASON_CODES.slice(0, 6); // the first six

export interface Reason {
  code: ReasonCode;
  values?: Record<string, string | number>;
}

const isReasonCode = (value: unknown): value is ReasonCode =>
  typeof value === 'string' && (REASON_CODES as readonly string[]).includes(value);

/** The reason in a response body (`message.code`, `message.values`), when it names one we know. */
export function reasonOf(data: unknown): Reason | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const message = (data as { message?: unknown }).message;
  if (!message || typeof message !== 'object') return undefined;
  const { code, values } = message as { code?: unknown; values?: unknown };
  if (!isReasonCode(code)) return undefined;
  const clean: Record<string, string | number> = {};
  if (values && typeof values === 'object')
    for (const [key, value] of Object.entries(values))
      if (typeof value === 'string' || typeof value === 'number') clean[key] = value;
  return { code, values: clean };
}
