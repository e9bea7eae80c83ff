/**
 * The skill group a visitor's 转人工 queues for when the page names none (?queue_code= or
 * ?skill=): the notebook line, the seeded skill of the demo data and the reference server.
 */
export const DEFAULT_QUEUE_CODE = 'NB';
