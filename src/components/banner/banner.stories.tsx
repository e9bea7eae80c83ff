import type { Story } from '@ladle/react';
import { Button } from '@/components/button';
import { Banner } from './banner';

const Column = ({ children }: { children: React.ReactNode }) => (
  <div style={{ display: 'grid', gap: 12, maxWidth: 640 }}>{children}</div>
);

export const Info: Story = () => (
  <Banner title="系统维护通知">
    今晚 22:00 至 24:00 在线客服系统升级维护，期间可能无法接入人工客服。
  </Banner>
);

export const Warning: Story = () => (
  <Banner tone="warning" title="排队人数较多">
    当前排队 23 人，预计等待 10 分钟，您也可以留言或提交工单。
  </Banner>
);

export const ErrorTone: Story = () => (
  <Banner tone="error" title="连接已断开" action={<Button variant="secondary">重新连接</Button>}>
    请检查网络连接。
  </Banner>
);

export const Success: Story = () => (
  <Banner tone="success" dismissible>
    工单已提交，工程师将在 2 小时内联系您。
  </Banner>
);

export const TicketWithAction: Story = () => (
  <Banner
    title="维修工单 WO-20240518-0032"
    action={<Button variant="ghost">查看进度</Button>}
    dismissible
  >
    您的 ThinkPad X1 Carbon 维修单已受理，状态：检测中。
  </Banner>
);

export const Dismissible: Story = () => (
  <Banner dismissible>点击右侧的关闭按钮可隐藏此提示。</Banner>
);

export const AllTones: Story = () => (
  <Column>
    <Banner>普通提示</Banner>
    <Banner tone="warning">警告提示</Banner>
    <Banner tone="error">错误提示</Banner>
    <Banner tone="success">成功提示</Banner>
  </Column>
);

export const Phone: Story = () => (
  <div style={{ width: 360 }}>
    <Banner
      title="维修工单 WO-20240518-0032"
      action={<Button variant="secondary">查看进度</Button>}
      dismissible
    >
      您的 ThinkPad X1 Carbon 维修单已受理，状态：检测中，预计 3 个工作日内完成维修并寄回。
    </Banner>
  </div>
);
