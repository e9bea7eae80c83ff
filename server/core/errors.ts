import type { Reason } from '@/lib/contract';

/** A domain failure the HTTP layer turns into a response: `status` is HTTP, `info` is message.info. */
export class CoreError extends Error {
  override name = 'CoreError';
  constructor(
    readonly status: number,
    readonly info: string,
    /** statusCode in the body; SPEC §7 says only 200 is success. */
    readonly statusCode: number = status,
    /** A code and values the client words in the reader's language. */
    readonly reason?: Reason,
  ) {
    super(info);
  }
}

export const unauthorized = () => new CoreError(401, '非法身份');
export const notFound = (what: string) => new CoreError(404, `${what}不存在`);
export const badRequest = (info: string) => new CoreError(400, info);

/** A refusal with a reason the client words itself (the Chinese info stays for old clients). */
export const refused = (status: number, info: string, reason: Reason) =>
  new CoreError(status, info, status, reason);
