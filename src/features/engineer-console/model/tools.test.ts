import { searchLogs, SMS_MAX_LENGTH, validateSms } from './tools';
import type { ChatMessage } from '@/lib/contract';

describe('short message', () => {
  it('takes a mainland mobile number (SPEC §5) and tolerates spaces and dashes', () => {
    expect(validateSms('13812345678', '您好')).toEqual({});
    expect(validateSms('138 1234-5678', '您好')).toEqual({});
    expect(validateSms('12812345678', '您好').phone).toBe('phoneInvalid');
    expect(validateSms('1381234567', '您好').phone).toBe('phoneInvalid');
    expect(validateSms('010-12345678', '您好').phone).toBe('phoneInvalid');
  });

  it('needs a text of at most one segment', () => {
    expect(SMS_MAX_LENGTH).toBe(70);
    expect(validateSms('13812345678', '  ').text).toBe('textRequired');
    expect(validateSms('13812345678', '好'.repeat(70)).text).toBeUndefined();
    expect(validateSms('13812345678', '好'.repeat(71)).text).toBe('textTooLong');
  });
});

describe('order log search', () => {
  const m = (id: string, text: string, sendTime: number, name?: string) =>
    ({ id, text, sentAt: sendTime, content: name ? { name } : undefined }) as ChatMessage;
  const logs = {
    s1: [m('a', '维修单 WO2024000123 已受理', 1), m('b', '好的', 2)],
    s2: [m('c', '报价单', 3, '维修检测报价单-WO2024000123.pdf'), m('d', 'wo2024 进度', 4)],
  };

  it('finds lines and file names in the given sessions, newest first', () => {
    expect(searchLogs('wo2024', logs, ['s1', 's2']).map((h) => h.message.id)).toEqual([
      'd',
      'c',
      'a',
    ]);
    expect(searchLogs('WO2024000123', logs, ['s1']).map((h) => h.sessionId)).toEqual(['s1']);
    expect(searchLogs('维修 受理', logs, ['s1', 's2']).map((h) => h.message.id)).toEqual(['a']);
  });

  it('finds nothing for an empty query or an unknown session', () => {
    expect(searchLogs(' ', logs, ['s1'])).toEqual([]);
    expect(searchLogs('好', logs, ['zz'])).toEqual([]);
  });
});
