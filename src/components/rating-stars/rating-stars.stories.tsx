import type { Story } from '@ladle/react';
import { RatingStars } from './rating-stars';

const LABELS = ['非常不满意', '不满意', '一般', '满意', '非常满意'];

export const EveryScore: Story = () => (
  <ul style={{ display: 'grid', gap: 8, listStyle: 'none', padding: 0 }}>
    {LABELS.map((label, i) => (
      <li key={label}>
        <RatingStars score={i + 1} label={`${i + 1} 星（${label}）`} /> {label}
      </li>
    ))}
  </ul>
);
