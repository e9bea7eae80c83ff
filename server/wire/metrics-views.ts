import type { MetricsBucket, ServiceMetrics, Spread } from '../core';

/** Service metrics (#17 item 6) in the contract's words (review-api.ts `reviewMetrics`). */

const spread = (s: Spread) => ({ median_ms: s.median, p90_ms: s.p90 });

export const metricsBucket = (b: MetricsBucket) => ({
  key: b.key,
  chats: b.chats,
  wait: spread(b.wait),
  first_response: spread(b.firstResponse),
  handling: spread(b.handling),
  rating: {
    count: b.rating.count,
    average: b.rating.average,
    distribution: b.rating.distribution,
  },
  leave_messages: b.leaveMessages,
});

export const serviceMetrics = (m: ServiceMetrics) => ({
  time_zone: m.timeZone,
  total: metricsBucket(m.total),
  days: m.days.map(metricsBucket),
  engineers: m.engineers.map(metricsBucket),
  skills: m.skills.map(metricsBucket),
});
