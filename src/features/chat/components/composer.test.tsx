import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@/testing/render';
import { Composer, COUNTER_FROM, textAsFile } from './composer';

function setup(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  const onSendText = vi.fn();
  const onFile = vi.fn();
  renderWithTheme(<Composer onSendText={onSendText} onFile={onFile} {...props} />);
  const field = screen.getByRole('textbox', { name: '输入消息' });
  const type = (value: string) => fireEvent.change(field, { target: { value } });
  return { onSendText, onFile, field, type };
}

describe('Composer: the 5,000-character cap is never a silent cut', () => {
  it('the counter shows from 4,500 characters on, not before', () => {
    const { type } = setup();
    expect(COUNTER_FROM).toBe(4500);
    type('字'.repeat(4499));
    expect(screen.queryByText(/\/ 5,000/)).not.toBeInTheDocument();
    type('字'.repeat(4500));
    expect(screen.getByText('4,500 / 5,000')).toBeInTheDocument();
  });

  it('5,000 characters go as one message', async () => {
    const { type, field, onSendText } = setup();
    type('字'.repeat(5000));
    await userEvent.type(field, '{Enter}');
    expect(onSendText).toHaveBeenCalledWith('字'.repeat(5000));
  });

  it('a longer paste is kept whole: sending is off, and it can go as a .txt file', async () => {
    const { type, field, onSendText, onFile } = setup();
    const long = 'x'.repeat(5_000_000);
    type(long);
    expect((field as HTMLTextAreaElement).value).toHaveLength(5_000_000);
    expect(screen.getByText('超出 4,995,000 字（上限 5,000 字）')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
    await userEvent.type(field, '{Enter}');
    expect(onSendText).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '作为 .txt 文件发送' }));
    const file = onFile.mock.calls[0]?.[0] as File;
    expect(file.name).toMatch(/^message-\d{8}-\d{6}\.txt$/);
    expect(file.type).toBe('text/plain');
    expect(file.size).toBe(5_000_000);
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('speaks English too', () => {
    const onSendText = vi.fn();
    renderWithTheme(<Composer onSendText={onSendText} onFile={vi.fn()} />, { language: 'en' });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'a'.repeat(5001) } });
    expect(
      screen.getByText('Too long by 1: a message can have at most 5,000 characters'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send as a .txt file' })).toBeInTheDocument();
  });

  it('textAsFile names the file by when it was written', async () => {
    const file = textAsFile('hello', new Date('2026-11-24T08:09:10Z'));
    expect(file.name).toBe('message-20261124-080910.txt');
    expect(await file.text()).toBe('hello');
  });
});

describe('Composer: the emoji panel', () => {
  it('puts a face into the text and closes once the message is sent', async () => {
    const { field, onSendText } = setup();
    await userEvent.click(screen.getByRole('button', { name: '表情' }));
    const panel = screen.getByRole('grid', { name: '表情' });
    await userEvent.click(within(panel).getAllByRole('button')[0]!);
    await userEvent.type(field, '好的{Enter}');
    expect(onSendText).toHaveBeenCalledWith(expect.stringMatching(/^\[.+\]好的$/));
    // On a phone the open panel would keep covering 40 % of the conversation.
    expect(screen.queryByRole('grid', { name: '表情' })).toBeNull();
    expect(screen.getByRole('button', { name: '表情' })).toHaveAttribute('aria-pressed', 'false');
  });
});
