import { screen } from '@testing-library/react';
import type { CallRecord } from '@/lib/contract';
import { renderWithTheme } from '@/testing/render';
import { CallLine } from './call-line';

const record = (overrides: Partial<CallRecord>): CallRecord => ({
  call_id: 'c1',
  media: 'audio',
  caller: 'user',
  outcome: 'completed',
  duration_seconds: 0,
  ...overrides,
});

function lineText(value: unknown, viewer: 'user' | 'engineer' | undefined, language?: 'en') {
  const { container, unmount } = renderWithTheme(<CallLine record={value} viewer={viewer} />, {
    language,
  });
  const text = container.textContent;
  unmount();
  return text;
}

describe('CallLine', () => {
  it('shows a completed call with its kind and length, the same on both sides', () => {
    const done = record({ outcome: 'completed', duration_seconds: 133 });
    expect(lineText(done, 'user')).toBe('语音通话 02:13');
    expect(lineText(done, 'engineer')).toBe('语音通话 02:13');
    expect(lineText(record({ media: 'video', duration_seconds: 45 }), 'user')).toBe(
      '视频通话 00:45',
    );
  });

  it('words a call that did not connect for the caller and for the callee', () => {
    const visitorCalled = (outcome: CallRecord['outcome']) => record({ outcome, caller: 'user' });
    // The visitor called: they are the caller, the engineer the callee.
    expect(lineText(visitorCalled('missed'), 'user')).toBe('语音通话，对方未接听');
    expect(lineText(visitorCalled('missed'), 'engineer')).toBe('未接来电（语音通话）');
    expect(lineText(visitorCalled('cancelled'), 'user')).toBe('语音通话，已取消');
    expect(lineText(visitorCalled('cancelled'), 'engineer')).toBe('语音通话，对方已取消');
    expect(lineText(visitorCalled('declined'), 'user')).toBe('语音通话，对方已拒绝');
    expect(lineText(visitorCalled('declined'), 'engineer')).toBe('语音通话，已拒绝');
    expect(lineText(visitorCalled('busy'), 'user')).toBe('语音通话，对方忙');
    expect(lineText(visitorCalled('busy'), 'engineer')).toBe('语音通话，忙线未接');
    expect(lineText(record({ outcome: 'missed', caller: 'engineer' }), 'user')).toBe(
      '未接来电（语音通话）',
    );
  });

  it('tells a third party (review) who called', () => {
    expect(lineText(record({ duration_seconds: 133 }), undefined)).toBe('访客发起的语音通话 02:13');
    expect(lineText(record({ caller: 'engineer', outcome: 'missed' }), undefined)).toBe(
      '客服发起的语音通话，未接听',
    );
  });

  it('speaks English too', () => {
    expect(lineText(record({ media: 'video', outcome: 'missed' }), 'engineer', 'en')).toBe(
      'Video call, missed',
    );
    expect(lineText(record({ outcome: 'declined' }), 'user', 'en')).toBe('Voice call, declined');
  });

  it('marks a missed call apart and shows its icon, and survives a broken record', () => {
    renderWithTheme(<CallLine record={record({ outcome: 'missed' })} viewer="engineer" />);
    const line = screen.getByText('未接来电（语音通话）').parentElement!;
    expect(line).toHaveAttribute('data-outcome', 'missed');
    expect(line.querySelector('[data-icon="PhoneIcon"]')).not.toBeNull();
    expect(lineText({ outcome: 'nonsense' }, 'user')).toBe('语音通话');
  });
});
