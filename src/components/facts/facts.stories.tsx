import type { Story } from '@ladle/react';
import { Facts } from './facts';

const pairs = [
  ['姓名', '李雷'],
  ['手机号', '138 0013 8000'],
  ['邮箱', 'li.lei.with.a.very.long.address@example-company-support.com.cn'],
  ['产品线', '笔记本'],
];

const terms = pairs.map(([term, value]) => (
  <div key={term}>
    <dt>{term}</dt>
    <dd>{value}</dd>
  </div>
));

/** A visitor's details: terms in one column, values in the other, long values wrapped. */
export const Grid: Story = () => <Facts>{terms}</Facts>;

/** A contact line in a list row: each pair beside the next, wrapping as the row narrows. */
export const Inline: Story = () => <Facts $inline>{terms}</Facts>;
