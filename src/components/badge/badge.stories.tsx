import type { Story } from '@ladle/react';
import { IconButton } from '@/components/icon-button';
import { MenuIcon, PhoneIcon } from '@/components/icons';
import { Badge } from './badge';

const Row = ({ children }: { children: React.ReactNode }) => (
  <div style={{ display: 'flex', alignItems: 'center', gap: 24, flexWrap: 'wrap' }}>{children}</div>
);

export const Counts: Story = () => (
  <Row>
    <Badge count={1} />
    <Badge count={12} />
    <Badge count={99} />
    <Badge count={100} />
    <Badge count={2048} />
  </Row>
);

export const ZeroHidden: Story = () => (
  <Row>
    <span>
      未读：
      <Badge count={0} />
    </span>
    <span>
      showZero：
      <Badge count={0} showZero />
    </span>
  </Row>
);

export const Dot: Story = () => (
  <Row>
    <Badge variant="dot" />
    <Badge variant="dot">
      <IconButton label="菜单" icon={<MenuIcon />} />
    </Badge>
  </Row>
);

export const OnIcon: Story = () => (
  <Row>
    <Badge count={3}>
      <IconButton label="历史会话" icon={<MenuIcon />} />
    </Badge>
    <Badge count={120} label="120 个未接来电">
      <IconButton label="通话记录" icon={<PhoneIcon />} />
    </Badge>
  </Row>
);

export const Neutral: Story = () => (
  <Row>
    <Badge count={7} tone="neutral" label="排队中 7 人" />
  </Row>
);
