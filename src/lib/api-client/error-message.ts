import type { ErrorCode, Reason, ReasonCode } from '../contract';
import { isApiError } from './api-error';

export interface ErrorMessage {
  /** i18n key of the SPEC §8 catalogue. */
  key: `errors.catalogue.${ErrorCode}` | `errors.reasons.${ReasonCode}`;
  values: Record<string, string | number>;
}

/** What to tell the user about a failed call; the app passes it to i18n and a toast. */
/**
 * The values a reason may fill in. Anything else a server sends is dropped: i18next reads
 * options such as lng, ns or defaultValue from the same object.
 */
const REASON_VALUES = ['formats', 'mb', 'ext', 'max', 'seconds', 'minutes', 'kb'];
const reasonValues = (values: Reason['values'] = {}) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => REASON_VALUES.includes(key)));

export function errorMessage(error: unknown): ErrorMessage {
  if (isReason(error))
    return { key: `errors.reasons.${error.code}`, values: reasonValues(error.values) };
  if (!isApiError(error)) return { key: 'errors.catalogue.network', values: {} };
  // The server named its reason: the reader gets it in their language, not a status number.
  if (error.reason)
    return {
      key: `errors.reasons.${error.reason.code}`,
      values: reasonValues(error.reason.values),
    };
  switch (error.code) {
    case 'status':
      return { key: 'errors.catalogue.status', values: { info: error.infoText ?? error.message } };
    case 'http':
      return { key: 'errors.catalogue.http', values: { status: error.status ?? 0 } };
    default:
      return { key: `errors.catalogue.${error.code}`, values: {} };
  }
}

/** A reason from the client's own checks (checkAttachment, checkText) or a server's body. */
function isReason(value: unknown): value is Reason {
  return !!value && typeof value === 'object' && 'code' in value && !(value instanceof Error);
}

/** i18next's t, as far as wording a failure needs it. */
export type Translate = (key: ErrorMessage['key'], values: ErrorMessage['values']) => unknown;

/**
 * A failed call in the reader's language, the one way every screen words it: the reason our
 * server named (`message.code`), else the words a server that names none gave with a refusal
 * (a 4xx's `message.info`), else SPEC §8's catalogue (a 5xx is a failure, not a reason).
 */
export function describeFailure(error: unknown, t: Translate): string {
  if (
    isApiError(error) &&
    !error.reason &&
    error.code === 'http' &&
    (error.status ?? 0) < 500 &&
    error.infoText
  )
    return error.infoText;
  const message = errorMessage(error);
  return String(t(message.key, message.values));
}
