/** The failure scenarios of SPEC §8 the mocks can switch on. */
export const SCENARIOS = [
  'slow-network',
  'http-500',
  'status-error',
  'timeout',
  'personal-422',
  'queue-failure',
  'upload-failure',
  'im-disconnect',
  'kickoff',
  'invalid-identity',
  'no-session-message',
  'unknown-message-type',
  'maintenance',
  'empty-history',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

let active = new Set<Scenario>();

export function activeScenarios(): ReadonlySet<Scenario> {
  return active;
}

export function setScenarios(names: readonly Scenario[]): void {
  active = new Set(names);
}

/** `?scenario=timeout,kickoff` in the demo. Unknown names are ignored. */
export function scenariosFromSearch(search: string): Scenario[] {
  const raw = new URLSearchParams(search).get('scenario') ?? '';
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is Scenario => (SCENARIOS as readonly string[]).includes(s));
}
