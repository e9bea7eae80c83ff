import type { Story } from '@ladle/react';
import { useState } from 'react';
import {
  CloseIcon,
  MicrophoneIcon,
  MoreIcon,
  PaperclipIcon,
  SendIcon,
  SmileIcon,
} from '@/components/icons';
import { IconButton } from './icon-button';

const Row = ({ children }: { children: React.ReactNode }) => (
  <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>{children}</div>
);

export const Ghost: Story = () => (
  <Row>
    <IconButton label="表情" icon={<SmileIcon />} />
    <IconButton label="发送文件" icon={<PaperclipIcon />} />
    <IconButton label="更多" icon={<MoreIcon />} />
    <IconButton label="关闭" icon={<CloseIcon />} />
  </Row>
);

export const Solid: Story = () => (
  <Row>
    <IconButton label="发送" icon={<SendIcon />} variant="solid" />
  </Row>
);

export const Sizes: Story = () => (
  <Row>
    <IconButton label="关闭（小）" icon={<CloseIcon />} size="sm" />
    <IconButton label="关闭（中）" icon={<CloseIcon />} size="md" />
    <IconButton label="关闭（大）" icon={<CloseIcon />} size="lg" />
    <IconButton label="发送（小）" icon={<SendIcon />} size="sm" variant="solid" />
    <IconButton label="发送（中）" icon={<SendIcon />} size="md" variant="solid" />
    <IconButton label="发送（大）" icon={<SendIcon />} size="lg" variant="solid" />
  </Row>
);

export const Pressed: Story = () => {
  const [recording, setRecording] = useState(true);
  return (
    <Row>
      <IconButton
        label="语音输入"
        icon={<MicrophoneIcon />}
        pressed={recording}
        onClick={() => setRecording((on) => !on)}
      />
      <IconButton label="语音输入（按下）" icon={<MicrophoneIcon />} variant="solid" pressed />
    </Row>
  );
};

export const Disabled: Story = () => (
  <Row>
    <IconButton label="发送" icon={<SendIcon />} variant="solid" disabled />
    <IconButton label="表情" icon={<SmileIcon />} disabled />
  </Row>
);
