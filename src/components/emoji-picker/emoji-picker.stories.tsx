import type { Story } from '@ladle/react';
import { useState } from 'react';
import { EMOJI_FULL, EMOJI_REDUCED, type EmojiEntry } from '@/lib/emoji';
import { EmojiPicker } from './emoji-picker';

function Picked({ entry }: { entry: EmojiEntry | null }) {
  return (
    <p style={{ margin: '0 0 8px', fontSize: 14 }} aria-live="polite">
      {entry ? `已选择：[${entry.label}] ${entry.code}` : '点按或用方向键 + 回车选择表情'}
    </p>
  );
}

function Demo({
  set,
  columns,
  width,
}: {
  set?: readonly EmojiEntry[];
  columns?: number;
  width?: number;
}) {
  const [picked, setPicked] = useState<EmojiEntry | null>(null);
  return (
    <div style={{ maxWidth: width }}>
      <Picked entry={picked} />
      <EmojiPicker set={set} columns={columns} onSelect={setPicked} />
    </div>
  );
}

export const FullSet: Story = () => <Demo set={EMOJI_FULL} width={480} />;

export const ReducedSet: Story = () => <Demo set={EMOJI_REDUCED} width={480} />;

/** A composer's bottom panel on a 360 px phone: fixed height, the grid scrolls inside. */
export const NarrowPhonePanel: Story = () => {
  const [picked, setPicked] = useState<EmojiEntry | null>(null);
  return (
    <div style={{ width: 360, border: '1px solid #d9dce1', borderRadius: 12, overflow: 'hidden' }}>
      <div style={{ padding: '8px 12px', borderBottom: '1px solid #d9dce1', fontSize: 14 }}>
        {picked ? `输入框：[${picked.label}]` : '输入框'}
      </div>
      <div style={{ height: 240 }}>
        <EmojiPicker onSelect={setPicked} />
      </div>
    </div>
  );
};

export const SixColumns: Story = () => <Demo set={EMOJI_REDUCED} columns={6} width={300} />;
