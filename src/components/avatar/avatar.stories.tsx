import type { Story } from '@ladle/react';
import { Avatar, AVATAR_SIZES } from './avatar';

/** A self-contained portrait so the story needs no network. */
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#9ec5fe"/><circle cx="32" cy="26" r="12" fill="#f1c27d"/><path d="M10 64c2-14 12-22 22-22s20 8 22 22z" fill="#1565c0"/></svg>',
)}`;
/** Not an image at all: the browser fails to decode it, as with a broken CDN link. */
const BROKEN = 'data:image/png;base64,bm90LWFuLWltYWdl';

const Row = ({ children }: { children: React.ReactNode }) => (
  <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>{children}</div>
);

export const Photo: Story = () => <Avatar name="王工程师" src={PHOTO} decorative={false} />;

export const Initials: Story = () => (
  <Row>
    {['张三', '李四', '王五', '小威', '客服', 'guest', 'Alice', '👩‍💻 Dev'].map((name) => (
      <Avatar key={name} name={name} decorative={false} />
    ))}
  </Row>
);

export const BrokenImage: Story = () => <Avatar name="陈工" src={BROKEN} decorative={false} />;

export const NoName: Story = () => <Avatar name="" decorative={false} />;

export const Sizes: Story = () => (
  <Row>
    {Object.keys(AVATAR_SIZES).map((size) => (
      <Avatar key={size} name="张三" size={size as keyof typeof AVATAR_SIZES} decorative={false} />
    ))}
    {Object.keys(AVATAR_SIZES).map((size) => (
      <Avatar
        key={`photo-${size}`}
        name="王工程师"
        src={PHOTO}
        size={size as keyof typeof AVATAR_SIZES}
      />
    ))}
  </Row>
);

export const DecorativeBesideName: Story = () => (
  <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
    <Avatar name="小威" size="sm" />
    <span>小威（智能助手）</span>
  </div>
);
