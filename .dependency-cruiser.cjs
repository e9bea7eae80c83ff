// No import circle anywhere in src/ and server/, type-only imports counted (#39 item 4): a circle
// through `import type` still ties two modules' meanings together, and eslint's import-x/no-cycle
// does not see it. Checked by tests/lint/no-cycles.test.ts (`npx depcruise src server` by hand).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Move the shared type down (server/core/types/, ports.ts) or the code it names.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'ports-name-only-domain-types',
      severity: 'error',
      comment:
        "The core's ports (ports.ts) and the modules of nothing but domain types they name (types/, " +
        'store.ts, events.ts) import only each other, locale.ts and the wire contract: a use case may then name any ' +
        'port without reaching into another use case (#39 item 4).',
      // tests/lint/fixtures/core holds a port that breaks the rule, to prove it is seen.
      from: { path: '^(server|tests/lint/fixtures)/core/(ports|types/[\\w-]+|store|events)\\.ts$' },
      to: {
        pathNot: [
          '^(server|tests/lint/fixtures)/core/(ports|types/[\\w-]+|store|events|locale)\\.ts$',
          '^src/lib/contract/',
        ],
      },
    },
    {
      name: 'no-test-support-in-production',
      severity: 'error',
      comment:
        'Test support (server/testing: fixtures, the test server, the store conformance suites; ' +
        'src/testing: story and test helpers) serves tests and stories only: production code ' +
        'never imports it (#39 item 5). tests/lint/fixtures/production holds a module that does.',
      from: {
        path: '^(server|src|tests/lint/fixtures/production)/',
        pathNot: [
          '^(server|src)/testing/',
          '\\.(test|stories)\\.tsx?$',
          '/stories/',
          '^src/mocks/',
          '^src/app/dev/',
          'test-helpers\\.tsx?$',
        ],
      },
      to: { path: '^(server|src)/testing/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are edges too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
