import type { Story } from '@ladle/react';
import { PendingScreen } from './pending-screen';

export const Default: Story = () => (
  <PendingScreen title="会话审阅" message="会话检索、记录查看与实时监听即将上线。" />
);
