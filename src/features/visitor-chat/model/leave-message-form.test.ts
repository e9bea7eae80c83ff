import {
  CONTACT_NAME_MAX,
  LEAVE_MESSAGE_ATTACHMENTS_MAX,
  LEAVE_MESSAGE_MAX,
  leaveMessageBody,
} from '@/lib/contract/leave-message';
import { checkLeaveMessage, type LeaveMessageValues } from './leave-message-form';

const good: LeaveMessageValues = {
  name: '张三',
  phone: '13800138000',
  email: '',
  message: '电脑无法开机',
  files: 0,
};

describe('the leave-a-message form’s checks', () => {
  it('passes a name, a phone or an e-mail, and a message', () => {
    expect(checkLeaveMessage(good)).toEqual([]);
    expect(checkLeaveMessage({ ...good, phone: '', email: 'zhang@example.com' })).toEqual([]);
  });

  it('needs one way to answer, each by SPEC’s pattern, in the form’s order', () => {
    expect(checkLeaveMessage({ ...good, name: '', phone: '', message: '' })).toEqual([
      { field: 'name', problem: 'nameRequired' },
      { field: 'phone', problem: 'contactRequired' },
      { field: 'email', problem: 'contactRequired' },
      { field: 'message', problem: 'messageRequired' },
    ]);
    expect(checkLeaveMessage({ ...good, phone: '1380013', email: 'a@b' })).toEqual([
      { field: 'phone', problem: 'phone' },
      { field: 'email', problem: 'email' },
    ]);
  });

  it('holds to the contract’s limits', () => {
    expect(CONTACT_NAME_MAX).toBe(50);
    expect(LEAVE_MESSAGE_MAX).toBe(2000);
    expect(LEAVE_MESSAGE_ATTACHMENTS_MAX).toBe(5);
    const longest = {
      ...good,
      name: 'x'.repeat(CONTACT_NAME_MAX),
      message: 'y'.repeat(LEAVE_MESSAGE_MAX),
      files: LEAVE_MESSAGE_ATTACHMENTS_MAX,
    };
    expect(checkLeaveMessage(longest)).toEqual([]);
    expect(leaveMessageBody.safeParse({ ...longest, files: undefined }).success).toBe(true);
    expect(
      checkLeaveMessage({
        ...longest,
        name: `${longest.name}x`,
        message: `${longest.message}y`,
        files: LEAVE_MESSAGE_ATTACHMENTS_MAX + 1,
      }).map((p) => [p.problem, p.max]),
    ).toEqual([
      ['nameTooLong', CONTACT_NAME_MAX],
      ['messageTooLong', LEAVE_MESSAGE_MAX],
      ['tooManyFiles', LEAVE_MESSAGE_ATTACHMENTS_MAX],
    ]);
  });
});
