import {
  PREVIEW_CONTEXT_CHARS,
  PREVIEW_MAX_CHARS,
  PREVIEW_TITLE_MAX_CHARS,
  previewText,
} from './preview-text';

describe('previewText', () => {
  it('keeps 200 characters in a row and 1,000 in a title', () => {
    expect(PREVIEW_MAX_CHARS).toBe(200);
    expect(PREVIEW_TITLE_MAX_CHARS).toBe(1_000);
  });

  it('leaves a short message as it is', () => {
    expect(previewText('请问保修期怎么查？')).toBe('请问保修期怎么查？');
    expect(previewText('')).toBe('');
  });

  it('puts every line on one: newlines, tabs and wide spaces become one space', () => {
    expect(previewText('  第一行\n\n\n第二行\r\n\t第三行\u3000结束 \n')).toBe(
      '第一行 第二行 第三行 结束',
    );
    expect(previewText('\n'.repeat(5_000))).toBe('');
  });

  it('cuts a 5,000-character message to 200 characters ending in an ellipsis', () => {
    const cut = previewText('黑屏'.repeat(2_500));
    expect(cut).toHaveLength(PREVIEW_MAX_CHARS);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.startsWith('黑屏黑屏')).toBe(true);
  });

  it('cuts a 5,000-character word with no spaces the same way', () => {
    const cut = previewText('x'.repeat(5_000));
    expect(cut).toBe(`${'x'.repeat(199)}…`);
  });

  it('reaches the words behind thousands of newlines', () => {
    expect(previewText(`${'\n'.repeat(4_000)}开机黑屏${'\n'.repeat(1_000)}电源灯亮`)).toBe(
      '开机黑屏 电源灯亮',
    );
  });

  it('counts the length after the lines are joined', () => {
    const text = `${'a'.repeat(100)}${'\n'.repeat(500)}${'b'.repeat(99)}`;
    expect(previewText(text)).toBe(`${'a'.repeat(100)} ${'b'.repeat(99)}`);
  });

  it('never cuts an emoji in half', () => {
    const cut = previewText(`${'a'.repeat(8)}😀😀😀`, 10);
    expect(cut).toBe(`${'a'.repeat(8)}…`);
  });

  it('takes another length, and drops a space before the ellipsis', () => {
    expect(previewText('hello world again', 7)).toBe('hello…');
    expect(previewText('hello world', 11)).toBe('hello world');
    expect(previewText('hello', 1)).toBe('…');
  });
});

describe('previewText around a searched word', () => {
  const LOG = `${'日志'.repeat(1_000)}工单号 WO2024-0001 已受理${'。'.repeat(500)}`;

  it('keeps 20 characters before the word', () => {
    expect(PREVIEW_CONTEXT_CHARS).toBe(20);
  });

  it('starts the cut just before a word that lies past it', () => {
    const cut = previewText(LOG, 60, 'wo2024');
    expect(cut).toBe(`…${'日志'.repeat(8)}工单号 WO2024-0001 已受理${'。'.repeat(23)}…`);
    expect(cut).toHaveLength(60);
  });

  it('cuts from the start when the word shows there, or is not found', () => {
    const head = previewText(`WO2024 ${'x'.repeat(500)}`, 50, 'WO2024');
    expect(head.startsWith('WO2024 ')).toBe(true);
    expect(previewText(LOG, 50, '不存在')).toBe(previewText(LOG, 50));
    expect(previewText(LOG, 50, '  ')).toBe(previewText(LOG, 50));
  });

  it('shows a word near the end whole, with no ellipsis after it', () => {
    const cut = previewText(`${'x'.repeat(1_000)} 结尾的工单号`, 50, '工单号');
    expect(cut).toBe(`…${'x'.repeat(16)} 结尾的工单号`);
  });

  it('never starts in the middle of an emoji', () => {
    const text = `${'😀'.repeat(100)}目标`;
    const cut = previewText(text, 30, '目标');
    expect(cut.codePointAt(1)).toBe(0x1f600);
    expect(cut.endsWith('目标')).toBe(true);
  });
});
