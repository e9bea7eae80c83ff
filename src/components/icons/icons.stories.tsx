import type { Story } from '@ladle/react';
import * as icons from './index';
import type { IconComponent } from './create-icon';

const all = Object.entries(icons).filter((entry): entry is [string, IconComponent] =>
  /^[A-Z]\w*Icon$/.test(entry[0]),
);

const Grid = ({ children }: { children: React.ReactNode }) => (
  <ul
    style={{
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
      gap: 12,
      padding: 0,
      listStyle: 'none',
    }}
  >
    {children}
  </ul>
);

export const AllIcons: Story = () => (
  <Grid>
    {all.map(([name, Icon]) => (
      <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12 }}>
        <Icon />
        {name.replace(/Icon$/, '')}
      </li>
    ))}
  </Grid>
);

export const Sizes: Story = () => (
  <div style={{ display: 'flex', alignItems: 'end', gap: 16 }}>
    {[16, 20, 24, 32, 48].map((size) => (
      <icons.SendIcon key={size} size={size} />
    ))}
  </div>
);

export const CurrentColor: Story = () => (
  <div style={{ display: 'flex', gap: 16, fontSize: 14 }}>
    <span style={{ color: '#e1140a', display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <icons.AlertIcon size={16} /> 发送失败
    </span>
    <span style={{ color: '#1a7f37', display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <icons.CheckDoubleIcon size={16} /> 已读
    </span>
    <span style={{ color: '#5b6270', display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <icons.CheckIcon size={16} /> 未读
    </span>
  </div>
);

export const Labelled: Story = () => <icons.CheckDoubleIcon label="已读" size={24} />;
