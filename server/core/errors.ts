/** A domain failure the HTTP layer turns into a response: `status` is HTTP, `info` is message.info. */
export class CoreError extends Error {
  override name = 'CoreError';
  constructor(
    readonly status: number,
    readonly info: string,
    /** statusCode in the body; SPEC §7 says only 200 is success. */
    readonly statusCode: number = status,
  ) {
    super(info);
  }
}

export const unauthorized = () => new CoreError(401, '非法身份');
export const notFound = (what: string) => new CoreError(404, `${what}不存在`);
export const badRequest = (info: string) => new CoreError(400, info);
