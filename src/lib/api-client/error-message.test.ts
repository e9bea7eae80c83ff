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
});
