import { reasonOf, type ErrorCode, type Reason } from '../contract';

/** Why a call failed, in terms the app can show (SPEC §8) and a test can assert. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ErrorCode;
  /** SPEC §8: the nested message info of the response data, else the response data. */
  readonly info: unknown;
  readonly status: number | undefined;
  readonly path: string;
  /** The server's reason code and values (`message.code`), worded by the client. */
  readonly reason: Reason | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    details: { info?: unknown; status?: number; path: string; cause?: unknown; data?: unknown },
  ) {
    super(message, { cause: details.cause });
    this.code = code;
    this.info = details.info;
    this.status = details.status;
    this.path = details.path;
    this.reason = reasonOf(details.data);
  }

  /** The server's own words when it gave any (message.info), for warnings like queue failures. */
  get infoText(): string | undefined {
    return typeof this.info === 'string' && this.info ? this.info : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** SPEC §8: message.info of the response data when present, else the response data itself. */
export function nestedInfo(data: unknown): unknown {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message?: unknown }).message;
    if (message && typeof message === 'object' && 'info' in message) {
      const info = (message as { info?: unknown }).info;
      if (info !== undefined && info !== null && info !== '') return info;
    }
  }
  return data;
}
