import type { Story } from '@ladle/react';
import { Button } from './button';

export const Variants: Story = () => (
  <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
    <Button>发送</Button>
    <Button variant="secondary">取消</Button>
    <Button variant="ghost">查看更多</Button>
  </div>
);

export const Disabled: Story = () => (
  <div style={{ display: 'flex', gap: 12 }}>
    <Button disabled>发送</Button>
    <Button variant="secondary" disabled>
      取消
    </Button>
  </div>
);

export const Block: Story = () => (
  <div style={{ width: 320 }}>
    <Button block>转人工客服</Button>
  </div>
);
