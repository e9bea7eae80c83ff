import type { Story } from '@ladle/react';
import { useEffect, useState } from 'react';
import { useReducedMotion } from '@/components/theme';
import { ProgressBar } from './progress-bar';

const Column = ({ children }: { children: React.ReactNode }) => (
  <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>{children}</div>
);

export const Determinate: Story = () => (
  <Column>
    <ProgressBar value={0} label="上传进度 0" showValue />
    <ProgressBar value={45} label="上传进度 45" showValue />
    <ProgressBar value={100} label="上传进度 100" showValue tone="success" />
  </Column>
);

export const Indeterminate: Story = () => (
  <Column>
    <ProgressBar />
    <ProgressBar label="正在连接客服…" thickness={2} />
  </Column>
);

export const Tones: Story = () => (
  <Column>
    <ProgressBar value={60} label="品牌色" />
    <ProgressBar value={100} label="成功" tone="success" />
    <ProgressBar value={80} label="失败" tone="danger" />
  </Column>
);

export const Thick: Story = () => (
  <Column>
    <ProgressBar value={72} label="较粗的进度条" thickness={10} showValue />
  </Column>
);

/** The bar moving as an upload goes; held at 45 % for readers who prefer reduced motion. */
export const Animated: Story = () => {
  const reduced = useReducedMotion();
  const [value, setValue] = useState(reduced ? 45 : 0);
  useEffect(() => {
    if (reduced) return;
    const id = window.setInterval(() => setValue((v) => (v >= 100 ? 0 : v + 5)), 400);
    return () => window.clearInterval(id);
  }, [reduced]);
  return (
    <Column>
      <ProgressBar value={value} label="模拟上传" showValue />
    </Column>
  );
};
