import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Drawer } from './drawer';
import type { DrawerRootProps } from './drawer-root';

// The padding keeps the demo's controls clear of the 24 px edge strip.
const Page = styled.main`
  min-height: 60vh;
  padding: ${({ theme }) => theme.space[6]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  color: ${({ theme }) => theme.colors.text};
`;

const Menu = styled.nav`
  display: flex;
  flex-direction: column;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    display: block;
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => theme.space[3]} 0;
    border: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  input,
  textarea,
  select {
    font: inherit;
    font-size: ${({ theme }) => theme.font.sizes.md};
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Chips = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space[1]};
  span {
    flex: none;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const ENTRIES = ['历史会话', '公司信息', '我的工单', '自助报修', '视频客服', 'VIP 专线'];

function DemoDrawer({
  children,
  trigger = '打开菜单',
  edge = false,
  intro = '客服首页：消息列表在这里。',
  toolbar,
  ...root
}: DrawerRootProps & { trigger?: string; edge?: boolean; intro?: string; toolbar?: ReactNode }) {
  return (
    <Drawer.Root {...root}>
      <Page>
        {toolbar}
        <p>{intro}</p>
        <Drawer.Trigger asChild>
          <Button>{trigger}</Button>
        </Drawer.Trigger>
      </Page>
      {edge && <Drawer.EdgeSwipeArea />}
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>服务菜单</Drawer.Title>
          <Drawer.Close />
        </Drawer.Header>
        {children ?? <MenuEntries />}
      </Drawer.Content>
    </Drawer.Root>
  );
}

function MenuEntries({
  entries = ENTRIES,
  hint = '向左拖动或按 Esc 关闭。',
}: {
  entries?: string[];
  hint?: string;
}): ReactNode {
  return (
    <>
      <Drawer.Description>{hint}</Drawer.Description>
      <Menu aria-label="服务">
        <ul>
          {entries.map((entry) => (
            <li key={entry}>
              <button type="button">{entry}</button>
            </li>
          ))}
        </ul>
      </Menu>
    </>
  );
}

export const Closed: Story = () => <DemoDrawer />;

export const Open: Story = () => <DemoDrawer defaultOpen />;

export const RightSide: Story = () => (
  <DemoDrawer side="right" defaultOpen>
    <MenuEntries hint="向右拖动或按 Esc 关闭。" />
  </DemoDrawer>
);

export const LongScrollingContent: Story = () => (
  <DemoDrawer defaultOpen>
    <MenuEntries entries={Array.from({ length: 40 }, (_, i) => `第 ${i + 1} 条历史会话`)} />
  </DemoDrawer>
);

export const WithForm: Story = () => (
  <DemoDrawer defaultOpen>
    <Drawer.Description>在输入框里按下拖动不会移动抽屉。</Drawer.Description>
    <Form onSubmit={(event) => event.preventDefault()}>
      <Field>
        手机号
        <input name="phone" inputMode="tel" autoComplete="tel" defaultValue="13800000000" />
      </Field>
      <Field>
        问题描述
        <textarea name="question" rows={3} defaultValue="电脑无法开机" />
      </Field>
      <Field>
        产品线
        <select name="line" defaultValue="notebook">
          <option value="notebook">笔记本</option>
          <option value="desktop">台式机</option>
        </select>
      </Field>
    </Form>
    <Chips aria-label="常见问题" role="group" tabIndex={0}>
      {['蓝屏', '无法开机', '驱动下载', '电池保修', '屏幕闪烁', '键盘失灵', '系统恢复'].map((c) => (
        <span key={c}>{c}</span>
      ))}
    </Chips>
    <p data-no-drag>这段文字标了 data-no-drag，从这里拖动不会移动抽屉。</p>
    <Button type="submit">提交</Button>
  </DemoDrawer>
);

export const Controlled: Story = () => {
  const [open, setOpen] = useState(false);
  return (
    <DemoDrawer
      open={open}
      onOpenChange={setOpen}
      edge
      toolbar={
        <>
          <p role="status">抽屉：{open ? '打开' : '关闭'}</p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            从外部打开
          </Button>
        </>
      }
    />
  );
};

export const SwipeToOpen: Story = () => (
  <DemoDrawer edge intro="从屏幕左边缘向右滑动，拉出服务菜单。" trigger="或点这里打开" />
);
