import type { Story } from '@ladle/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { createI18n } from '@/lib/i18n';
import { AlertDialog, Dialog, DialogHost, dialogs } from '.';

const Page = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

function ServiceDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">服务说明</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>人工服务时间</Dialog.Title>
        <Dialog.Description>工作日 9:00–18:00，节假日 10:00–16:00。</Dialog.Description>
        <Dialog.Body>
          <p>非服务时间您可以留言，工程师上线后会第一时间回复您。</p>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button>知道了</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export const Closed: Story = () => (
  <Page>
    <ServiceDialog />
  </Page>
);

export const Open: Story = () => (
  <Page>
    <ServiceDialog defaultOpen />
  </Page>
);

export const Alert: Story = () => (
  <Page>
    <AlertDialog
      kind="alert"
      defaultOpen
      trigger={<Button variant="secondary">会话状态</Button>}
      title="会话已结束"
      description="工程师已结束本次会话，感谢您的咨询。"
    />
  </Page>
);

export const ConfirmDanger: Story = () => (
  <Page>
    <AlertDialog
      defaultOpen
      tone="danger"
      trigger={<Button variant="secondary">结束会话</Button>}
      title="结束当前会话？"
      description="结束后将无法继续与当前工程师沟通，聊天记录会保留在历史会话中。"
      confirmLabel="结束会话"
    />
  </Page>
);

const terms = Array.from({ length: 24 }, (_, index) => (
  <p key={index}>
    第 {index + 1}{' '}
    条：为了向您提供更好的服务，我们会记录本次会话的内容，用于服务质量评估与问题追踪。
  </p>
));

export const LongContent: Story = () => (
  <Page>
    <Dialog.Root defaultOpen>
      <Dialog.Trigger asChild>
        <Button variant="secondary">服务条款</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>在线服务条款</Dialog.Title>
        <Dialog.Description>请阅读以下条款后继续。</Dialog.Description>
        <Dialog.Body>{terms}</Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="secondary">不同意</Button>
          </Dialog.Close>
          <Dialog.Close asChild>
            <Button>同意并继续</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  </Page>
);

/** dialogs.alert() / dialogs.confirm() from plain functions, shown by one <DialogHost />. */
export const Imperative: Story = () => {
  const [answer, setAnswer] = useState('尚未选择');
  return (
    <Page>
      <Button
        variant="secondary"
        onClick={async () => {
          const confirmed = await dialogs.confirm({
            title: '转接人工客服？',
            description: '当前排队人数较多，预计等待 3 分钟。',
            confirmLabel: '转人工',
          });
          setAnswer(confirmed ? '已确认' : '已取消');
        }}
      >
        确认
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          dialogs.confirm({
            title: '删除这条消息？',
            description: '删除后对方也将无法看到。',
            confirmLabel: '删除',
            tone: 'danger',
          })
        }
      >
        危险操作
      </Button>
      <Button variant="secondary" onClick={() => dialogs.alert({ title: '网络已恢复' })}>
        提示
      </Button>
      <output>{answer}</output>
      <DialogHost />
    </Page>
  );
};

const english = createI18n('en');

export const English: Story = () => (
  <I18nextProvider i18n={english}>
    <Page>
      <AlertDialog
        defaultOpen
        trigger={<Button variant="secondary">Leave queue</Button>}
        title="Leave the queue?"
        description="You will lose your place and have to queue again."
        confirmLabel="Leave"
        tone="danger"
      />
    </Page>
  </I18nextProvider>
);
