import { REASON_CODES } from '@/lib/contract';
import { en } from './locales/en';
import { zhCN } from './locales/zh-CN';

describe("the reasons a refusal names, in the reader's language", () => {
  it('has a text for every reason code in Chinese and in English', () => {
    for (const code of REASON_CODES) {
      expect(zhCN.errors.reasons[code], code).toBeTruthy();
      expect(en.errors.reasons[code], code).toBeTruthy();
    }
  });

  it('invites a left message when nobody can answer (#17 item 3)', () => {
    const codes = ['no_engineer_online', 'out_of_hours'] as const;
    expect(codes.map((code) => zhCN.errors.reasons[code])).toEqual([
      '当前技能组暂无工程师在线，您可以留言，我们会尽快联系您',
      '当前为非服务时间，您可以留言，我们会尽快联系您',
    ]);
    for (const code of codes) expect(en.errors.reasons[code]).toMatch(/Leave us a message/);
  });

  it('names the refusals of a left message and of the pre-chat form', () => {
    const codes = [
      'pre_chat_required',
      'contact_required',
      'invalid_phone',
      'already_handled',
      'message_not_found',
    ] as const;
    expect(REASON_CODES).toEqual(expect.arrayContaining([...codes]));
    expect(zhCN.errors.reasons.contact_required).toContain('手机号或邮箱');
    expect(en.errors.reasons.contact_required).toContain('phone number or an e-mail address');
  });
});
