// A module of its own, with no imports: the chat screen reads its URL in the first paint, which
// must not bring the contract's schemas with it.

/**
 * SPEC §4's start instruction in the chat page's URL: `type` (1 robot, 2 a skill's queue, 3 a
 * named engineer), the skill (`queue_code`, or `skill`) and the engineer (`engineer_code`).
 */
export const chatRouteQuery = (search: URLSearchParams) => ({
  type: Number(search.get('type') ?? 1),
  queueCode: search.get('queue_code') ?? search.get('skill') ?? undefined,
  engineerCode: search.get('engineer_code') ?? undefined,
});
