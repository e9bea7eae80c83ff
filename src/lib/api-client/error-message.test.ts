import { createI18n } from '@/lib/i18n';
import { ApiError } from './api-error';
import { describeFailure } from './error-message';

const zh = createI18n().t;
const en = createI18n('en').t;
const refusal = (status: number, message: Record<string, unknown>) =>
  new ApiError('http', `Request failed with status code ${status}`, {
    status,
    info: message.info,
    path: '/api/csc/x',
    data: { statusCode: status, message, data: null },
  });

describe('describeFailure', () => {
  it('words the reason our server names in the reader’s language', () => {
    const error = refusal(401, { info: '账号或密码错误', code: 'wrong_password', values: {} });
    expect(describeFailure(error, zh as never)).toBe('账号或密码错误');
    expect(describeFailure(error, en as never)).toBe('Wrong account or password.');
  });

  it('keeps the words of a server that names no reason when it refuses (4xx)', () => {
    expect(describeFailure(refusal(403, { info: '无权操作' }), en as never)).toBe('无权操作');
  });

  it('says SPEC §8’s words for a failure (5xx) and for no answer', () => {
    expect(describeFailure(refusal(500, { info: '上传失败' }), zh as never)).toBe(
      '服务暂时不可用（500）',
    );
    expect(describeFailure(new Error('offline'), en as never)).toBe(
      'Network error. Please check your connection.',
    );
  });

  it('says how long a throttled sign-in must wait (#19), in minutes or seconds', () => {
    const locked = refusal(429, {
      info: '尝试次数过多，请 15 分钟后再试',
      code: 'too_many_attempts',
      values: { minutes: 15, seconds: 900 },
    });
    expect(describeFailure(locked, zh as never)).toBe('尝试次数过多，请 15 分钟后再试');
    expect(describeFailure(locked, en as never)).toBe(
      'Too many attempts. Please try again in 15 min.',
    );
    const soon = refusal(429, { code: 'try_again_soon', values: { seconds: 8 } });
    expect(describeFailure(soon, zh as never)).toBe('尝试过于频繁，请 8 秒后再试');
    const codes = refusal(429, { code: 'code_limit', values: { minutes: 42, seconds: 2520 } });
    expect(describeFailure(codes, en as never)).toBe(
      'Too many codes requested. Please try again in 42 min.',
    );
  });
});
