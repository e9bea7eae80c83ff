import type { Reason } from '@/lib/contract';

/**
 * A domain failure the HTTP layer turns into a response: `status` is HTTP, `info` is
 * message.info (SPEC's Chinese words, for clients that read them), and `reason` the code and
 * values the client words in the reader's language. Every refusal names one.
 */
export class CoreError extends Error {
  override name = 'CoreError';
  constructor(
    readonly status: number,
    readonly info: string,
    readonly reason: Reason,
    /** statusCode in the body; SPEC §7 says only 200 is success. */
    readonly statusCode: number = status,
  ) {
    super(info);
  }
}

export const unauthorized = () => new CoreError(401, '非法身份', { code: 'invalid_identity' });

const THINGS = { session: '会话', engineer: '工程师', visitor: '访客', article: '文章' } as const;
export const notFound = (what: keyof typeof THINGS) =>
  new CoreError(404, `${THINGS[what]}不存在`, { code: `${what}_not_found` });

export const badRequest = (info: string, reason: Reason) => new CoreError(400, info, reason);

/** A file that is not one this service handed out (isOwnFilePath): another site's (#37 item 5). */
export const foreignMedia = () => badRequest('只能发送本服务上传的文件', { code: 'foreign_media' });

/** A refusal with the status, SPEC's words and the reason the client words itself. */
export const refused = (status: number, info: string, reason: Reason) =>
  new CoreError(status, info, reason);
