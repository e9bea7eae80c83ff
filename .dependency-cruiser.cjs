// No import circle anywhere in src/ and server/, type-only imports counted (#39 item 4): a circle
// through `import type` still ties two modules' meanings together, and eslint's import-x/no-cycle
// does not see it. Checked by tests/lint/no-cycles.test.ts (`npx depcruise src server` by hand).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Move the shared type down (server/core/types.ts, ports.ts) or the code it names.',
      from: {},
      to: { circular: true },
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
