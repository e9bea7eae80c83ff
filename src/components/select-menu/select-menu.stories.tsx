import type { Story } from '@ladle/react';
import { useState } from 'react';
import { SelectMenu, type SelectMenuOption } from './select-menu';

type Size = 's' | 'm' | 'l' | 'xl';

const dot = (color: string) => (
  <span
    aria-hidden
    style={{ width: 8, height: 8, borderRadius: '50%', background: color, flex: 'none' }}
  />
);

const OPTIONS: SelectMenuOption<Size>[] = [
  { value: 's', label: '小号', adornment: dot('#1a7f37') },
  { value: 'm', label: '中号', adornment: dot('#9a6700') },
  { value: 'l', label: '大号', adornment: dot('#c62828') },
  { value: 'xl', label: '特大号（缺货）', adornment: dot('#5b6270'), disabled: true },
];

const Bar = ({ children }: { children: React.ReactNode }) => (
  <div
    style={{
      display: 'flex',
      justifyContent: 'flex-end',
      padding: 12,
      minHeight: 220,
      background: '#e1140a',
      alignItems: 'flex-start',
    }}
  >
    {children}
  </div>
);

function Example({ initial = 'm', defaultOpen }: { initial?: Size; defaultOpen?: boolean }) {
  const [value, setValue] = useState<Size>(initial);
  return (
    <SelectMenu
      label="尺码"
      value={value}
      options={OPTIONS}
      onValueChange={setValue}
      defaultOpen={defaultOpen}
    />
  );
}

/** Closed: the value with its dot; click, or focus and press ↓, to open. */
export const Closed: Story = () => (
  <Bar>
    <Example />
  </Bar>
);

/** Open on the value (checked); a greyed option cannot be chosen. */
export const Open: Story = () => (
  <Bar>
    <Example defaultOpen />
  </Bar>
);

/** A value only the system sets (greyed in the list) still shows in the button. */
export const SystemValue: Story = () => (
  <Bar>
    <Example initial="xl" />
  </Bar>
);
