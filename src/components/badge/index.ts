export { Badge } from './badge';
export type { BadgeProps, BadgeTone, BadgeVariant } from './badge';
export { BADGE_MAX, formatBadgeCount, isBadgeVisible } from './badge-count';
