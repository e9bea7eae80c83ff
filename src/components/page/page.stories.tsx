import type { Story } from '@ladle/react';
import { Page } from './page';

export const WithHeader: Story = () => (
  <Page title="在线咨询" end={<span>帮助</span>}>
    <p style={{ padding: 16 }}>对话内容</p>
  </Page>
);

export const Headerless: Story = () => (
  <Page title="在线客服" headerless>
    <p style={{ padding: 16 }}>嵌入模式下没有页头。</p>
  </Page>
);
