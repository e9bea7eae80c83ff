import type { Story } from '@ladle/react';
import { Spinner } from './spinner';

export const Hidden: Story = () => <Spinner label="正在加载…" />;
export const WithLabel: Story = () => <Spinner label="正在加载…" showLabel />;
export const Large: Story = () => <Spinner label="正在加载…" size={48} />;
