import type { Story } from '@ladle/react';
import { Preview } from './preview';

const LONG = `您好，我的笔记本开机黑屏，电源灯亮着。${'风扇一直在转，屏幕没有任何显示，外接显示器也没有信号。'.repeat(120)}`;
const WORD = 'A'.repeat(5_000);
const LINES = Array.from({ length: 200 }, (_, i) => `第 ${i + 1} 行日志`).join('\n');

const Column = ({ children }: { children: React.ReactNode }) => (
  <div style={{ display: 'grid', gap: 16, width: 280, fontSize: 14 }}>{children}</div>
);

/** A 5,000-character message, a 5,000-character word and 200 lines: two lines each. */
export const TwoLines: Story = () => (
  <Column>
    <Preview text={LONG} />
    <Preview text={WORD} />
    <Preview text={LINES} />
  </Column>
);

/** The same texts on one line each, as a conversation list shows them. */
export const OneLine: Story = () => (
  <Column>
    <Preview text={LONG} lines={1} />
    <Preview text={WORD} lines={1} />
    <Preview text={LINES} lines={1} />
  </Column>
);

/** A short message stays whole; hovering a titled one shows more of it. */
export const ShortAndTitled: Story = () => (
  <Column>
    <Preview text="请问保修期怎么查？" />
    <Preview text={LONG} titled />
  </Column>
);
