import type { Story } from '@ladle/react';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { createI18n } from '@/lib/i18n';
import { toast, Toaster, type ToasterProps } from '.';

const Page = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[4]};
  padding-top: 45vh;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const stay = { duration: Infinity };

/** Raises the story's toasts once and clears them when the story goes. */
function Seeded({
  seed,
  children,
  ...props
}: ToasterProps & { seed: () => void; children?: ReactNode }) {
  useEffect(() => {
    seed();
    return () => toast.dismiss();
  }, [seed]);
  return (
    <Page>
      {children ?? <p>页面内容（悬停通知可展开并暂停计时，拖动通知可关闭）</p>}
      <Toaster {...props} />
    </Page>
  );
}

const seedTypes = () => {
  toast('消息已复制', { ...stay, id: 'default' });
  toast.info('客服正在输入…', { ...stay, id: 'info' });
  toast.success('工单已提交', { ...stay, id: 'success' });
  toast.warning('网络不稳定，消息可能延迟', { ...stay, id: 'warning' });
  toast.error('发送失败，请重试', { ...stay, id: 'error' });
};
export const Types: Story = () => <Seeded seed={seedTypes} expand visibleToasts={5} />;

const seedAction = () =>
  toast.error('图片上传失败', {
    ...stay,
    id: 'action',
    action: { label: '重试', onClick: () => toast.success('已重新上传') },
  });
export const WithAction: Story = () => <Seeded seed={seedAction} />;

const seedDescription = () =>
  toast.success('工程师已接入', {
    ...stay,
    id: 'description',
    description: '工程师 张工 正在为您服务，请描述您遇到的问题。',
  });
export const WithDescription: Story = () => <Seeded seed={seedDescription} />;

const seedStack = () => {
  const lines = ['您已进入排队', '前方还有 3 人', '前方还有 2 人', '前方还有 1 人', '即将为您接入'];
  lines.forEach((line, index) => toast.info(line, { ...stay, id: `stack-${index}` }));
};
export const Stack: Story = () => <Seeded seed={seedStack} />;

const seedLong = () =>
  toast.warning(
    '您上传的文件格式不受支持。请上传以下格式之一：png、jpeg、jpg、zip、rar、doc、docx、xls、xlsx、mp3、wav、mp4、pdf 等，文件大小不超过 20MB。',
    {
      ...stay,
      id: 'long',
      description:
        '如果您需要发送其他类型的文件，请先将文件压缩为 zip 格式后再上传，或通过邮件发送给您的专属工程师。',
      action: { label: '知道了', onClick: () => undefined },
    },
  );
export const LongText: Story = () => <Seeded seed={seedLong} />;

const seedChinese = () => {
  toast.success('已复制到剪贴板', { ...stay, id: 'zh-1' });
  toast.error('连接已断开，请检查网络连接', { ...stay, id: 'zh-2' });
};
export const Chinese: Story = () => <Seeded seed={seedChinese} expand />;

const english = createI18n('en');
const seedEnglish = () => {
  toast.success('Copied to clipboard', { ...stay, id: 'en-1' });
  toast.error('Connection lost, please check your network', {
    ...stay,
    id: 'en-2',
    action: { label: 'Retry', onClick: () => undefined },
  });
};
export const English: Story = () => (
  <I18nextProvider i18n={english}>
    <Seeded seed={seedEnglish} expand />
  </I18nextProvider>
);

const seedBottom = () => {
  toast.info('新消息', {
    ...stay,
    id: 'bottom-1',
    description: '小威：您好，请问有什么可以帮您？',
  });
  toast.success('评价已提交，感谢您的反馈', { ...stay, id: 'bottom-2' });
};
export const BottomRight: Story = () => <Seeded seed={seedBottom} position="bottom-right" />;

const noSeed = () => undefined;
/** Real timings: each toast closes after 3 s unless hovered. */
export const Playground: Story = () => (
  <Seeded seed={noSeed}>
    <Row>
      <Button onClick={() => toast('消息已复制')}>普通</Button>
      <Button onClick={() => toast.success('工单已提交')}>成功</Button>
      <Button onClick={() => toast.info('客服正在输入…')}>信息</Button>
      <Button onClick={() => toast.warning('网络不稳定')}>警告</Button>
      <Button onClick={() => toast.error('发送失败')}>错误</Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.promise(new Promise((resolve) => setTimeout(resolve, 1500)), {
            loading: '正在上传…',
            success: '上传完成',
            error: '上传失败',
          })
        }
      >
        上传
      </Button>
      <Button variant="ghost" onClick={() => toast.dismiss()}>
        全部关闭
      </Button>
    </Row>
  </Seeded>
);
