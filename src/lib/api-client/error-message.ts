import type { ErrorCode } from '../contract';
import { isApiError } from './api-error';

export interface ErrorMessage {
  /** i18n key of the SPEC §8 catalogue. */
  key: `errors.catalogue.${ErrorCode}`;
  values: Record<string, string | number>;
}

/** What to tell the user about a failed call; the app passes it to i18n and a toast. */
export function errorMessage(error: unknown): ErrorMessage {
  if (!isApiError(error)) return { key: 'errors.catalogue.network', values: {} };
  switch (error.code) {
    case 'status':
      return { key: 'errors.catalogue.status', values: { info: error.infoText ?? error.message } };
    case 'http':
      return { key: 'errors.catalogue.http', values: { status: error.status ?? 0 } };
    default:
      return { key: `errors.catalogue.${error.code}`, values: {} };
  }
}
