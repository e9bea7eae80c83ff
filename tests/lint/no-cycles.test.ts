// @vitest-environment node
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * No import circle in src/ and server/, type-only imports counted, and the core's ports naming
 * only domain types (.dependency-cruiser.cjs, #39 item 4). Each case runs dependency-cruiser as a
 * developer would and reads its JSON report.
 */
async function violations(rule: string, ...paths: string[]): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    'node_modules/.bin/depcruise',
    [...paths, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { maxBuffer: 256 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(stdout) as {
    summary: { violations: { rule: { name: string }; from: string; cycle?: { name: string }[] }[] };
  };
  return report.summary.violations
    .filter((v) => v.rule.name === rule)
    .map((v) => [v.from, ...(v.cycle ?? []).map((step) => step.name)].join(' -> '));
}

const circles = (...paths: string[]) => violations('no-circular', ...paths);

describe('import circles', () => {
  it('there are none in src/ and server/, type-only imports included', async () => {
    expect(await circles('src', 'server')).toEqual([]);
  }, 60_000);

  it('a circle of imports is reported', async () => {
    // Two fixture files on disk that import each other (outside the normal lint and typecheck).
    expect(await circles('tests/lint/fixtures/cycle-a.ts')).toEqual([
      expect.stringContaining('cycle-b.ts'),
    ]);
  }, 60_000);

  it('a circle made of type-only imports is reported', async () => {
    // Two fixture files that import each other's types (outside the normal lint and typecheck).
    expect(await circles('tests/lint/fixtures/type-cycle-a.ts')).toEqual([
      expect.stringContaining('type-cycle-b.ts'),
    ]);
  }, 60_000);

  it("the core's ports name only domain types, and a port that imports a use case is reported", async () => {
    expect(await violations('ports-name-only-domain-types', 'server')).toEqual([]);
    expect(await violations('ports-name-only-domain-types', 'tests/lint/fixtures/core')).toEqual([
      'tests/lint/fixtures/core/ports.ts',
    ]);
  }, 60_000);

  it('production code imports no test support (server/testing, src/testing), and one that does is reported', async () => {
    expect(await violations('no-test-support-in-production', 'src', 'server')).toEqual([]);
    expect(
      await violations('no-test-support-in-production', 'tests/lint/fixtures/production'),
    ).toEqual(['tests/lint/fixtures/production/screen.ts']);
  }, 60_000);
});
