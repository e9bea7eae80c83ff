// The demo's public identities (server/demo/seed.ts makes them). The core knows them so that a
// centre run for real refuses the demo's public password and locks what the demo left (staff.ts).

/** The returning visitor of the demo, with history and open tickets. */
export const DEMO_VISITOR = { cubeUid: 'demo-visitor', token: 'demo-visitor-token' } as const;
/** The one engineer no simulation drives: a human logs in with it to take visitors. */
export const DEMO_ENGINEER = { code: 'E0001', account: 'demo', password: 'demo123' } as const;
