import type { Story } from '@ladle/react';
import { Button } from '../button';
import { StatusView } from './status-view';

export const Neutral: Story = () => (
  <StatusView title="页面不存在" actions={<Button variant="secondary">返回</Button>}>
    您访问的页面不存在或已被移除。
  </StatusView>
);

export const Error: Story = () => (
  <StatusView tone="error" title="页面加载失败" actions={<Button>重试</Button>}>
    网络不稳定，页面资源没有加载成功。
  </StatusView>
);

/** A route whose chunk this browser will not fetch again until the page reloads. */
export const ReloadNeeded: Story = () => (
  <StatusView tone="error" title="页面加载失败" actions={<Button>刷新页面</Button>}>
    部分页面资源没有加载成功，刷新页面即可恢复。
  </StatusView>
);
