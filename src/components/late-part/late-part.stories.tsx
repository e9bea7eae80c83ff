import type { Story } from '@ladle/react';
import { ReloadNotice } from './reload-notice';

/** A late part this browser will not fetch again until the page reloads (the toast and dialog hosts). */
export const ReloadNeeded: Story = () => (
  <>
    <p>对话内容保持不变。</p>
    <ReloadNotice onReload={() => undefined} />
  </>
);
