import type { Story } from '@ladle/react';
import { useEffect, useState } from 'react';
import { useReducedMotion } from '@/components/theme';
import { FileCard } from './file-card';

const Column = ({ children, width = 320 }: { children: React.ReactNode; width?: number }) => (
  <div style={{ display: 'grid', gap: 12, width }}>{children}</div>
);

const LONG =
  '联想ThinkPad_X1_Carbon_Gen11_主板维修检测报告（2024年5月18日，第三版，最终确认）.docx';

export const Uploading: Story = () => (
  <FileCard
    name="维修报价单.pdf"
    size={45_646}
    status="uploading"
    progress={45}
    onCancel={() => {}}
  />
);

export const UploadingUnknownProgress: Story = () => (
  <FileCard name="系统日志.zip" size={3_500_000} status="uploading" onCancel={() => {}} />
);

/** An upload going on; held at 60 % for readers who prefer reduced motion. */
export const UploadingLive: Story = () => {
  const reduced = useReducedMotion();
  const [progress, setProgress] = useState(reduced ? 60 : 0);
  useEffect(() => {
    if (reduced) return;
    const id = window.setInterval(() => setProgress((p) => (p >= 100 ? 0 : p + 4)), 300);
    return () => window.clearInterval(id);
  }, [reduced]);
  return (
    <FileCard
      name="蓝屏截图.png"
      size={50_901}
      status="uploading"
      progress={progress}
      onCancel={() => {}}
    />
  );
};

export const UploadError: Story = () => (
  <FileCard name="驱动安装包.rar" size={12_345_678} status="error" onRetry={() => {}} />
);

export const ErrorWithMessage: Story = () => (
  <FileCard name="setup.exe" size={1_024_000} status="error" errorMessage="不支持该文件格式" />
);

export const Done: Story = () => (
  <FileCard name="维修报价单.pdf" size={45_646} url="/static/demo/repair-quote.pdf" />
);

export const DoneWithoutUrl: Story = () => <FileCard name="配置清单.xlsx" size={8_200} />;

export const ChineseName: Story = () => (
  <FileCard
    name="联想服务中心保修政策说明.docx"
    size={230_400}
    url="/static/demo/repair-quote.pdf"
  />
);

export const VeryLongName: Story = () => (
  <Column>
    <FileCard name={LONG} size={1_900_000} url="/static/demo/repair-quote.pdf" />
    <FileCard name={LONG} size={1_900_000} status="uploading" progress={70} onCancel={() => {}} />
    <FileCard name={LONG} size={1_900_000} status="error" onRetry={() => {}} />
    <FileCard
      name="a_very_long_file_name_without_any_spaces_that_keeps_going_and_going.tar.gz"
      size={99_999}
    />
  </Column>
);

export const HostileName: Story = () => (
  <FileCard name={'<img src=x onerror=alert(1)>.pdf'} size={1_000} url="javascript:alert(1)" />
);

export const EveryKind: Story = () => (
  <Column>
    {[
      '报价单.pdf',
      '说明.docx',
      '清单.xlsx',
      '日志.zip',
      '录音.mp3',
      '故障视频.mp4',
      '截图.png',
      'setup.exe',
      'README',
    ].map((name) => (
      <FileCard key={name} name={name} size={123_456} />
    ))}
  </Column>
);

export const Phone: Story = () => (
  <Column width={260}>
    <FileCard name={LONG} size={1_900_000} status="uploading" progress={30} onCancel={() => {}} />
    <FileCard name="维修报价单.pdf" size={45_646} url="/static/demo/repair-quote.pdf" />
  </Column>
);
