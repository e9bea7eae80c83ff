// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GROUPS, filesOfReport, timingTable } from '../../scripts/ci-stages.mjs';

const stage = (name: string) => GROUPS.flat().find((s) => s.name === name)!;

describe("the test command's timing table (#38 item 1)", () => {
  let reports: string;
  beforeEach(() => {
    reports = mkdtempSync(join(tmpdir(), 'ci-stages-'));
  });
  afterEach(() => rmSync(reports, { recursive: true, force: true }));

  it('runs every check of the test command, the e2e and the cluster with a report each', () => {
    const names = GROUPS.flat().map((s) => s.name);
    for (const name of ['lint: eslint', 'typecheck', 'unit: web', 'unit: server', 'bundle check'])
      expect(names).toContain(name);
    for (const name of ['build: demo', 'build: ladle', 'build: server', 'e2e', 'cluster: contract'])
      expect(names).toContain(name);
    expect(stage('e2e').report).toBe('e2e');
    expect(stage('unit: web').cmd).toEqual(expect.arrayContaining(['--project', 'web']));
  });

  it("lists a report's files slowest first, with the failed ones marked", () => {
    const files = filesOfReport({
      testResults: [
        {
          name: `${process.cwd()}/tests/e2e/a.e2e.ts`,
          startTime: 1000,
          endTime: 3500,
          status: 'passed',
        },
        {
          name: `${process.cwd()}/tests/e2e/b.e2e.ts`,
          startTime: 0,
          endTime: 9000,
          status: 'failed',
        },
      ],
    });
    expect(files).toEqual([
      { file: 'tests/e2e/b.e2e.ts', seconds: 9, failed: true },
      { file: 'tests/e2e/a.e2e.ts', seconds: 2.5, failed: false },
    ]);
  });

  it('prints each stage, every e2e file under its stage, and the wall total', () => {
    writeFileSync(
      join(reports, 'e2e.json'),
      JSON.stringify({
        testResults: [
          {
            name: join(process.cwd(), 'tests/e2e/call.e2e.ts'),
            startTime: 0,
            endTime: 61_000,
            status: 'passed',
          },
        ],
      }),
    );
    const table = timingTable(
      [
        { stage: stage('lint: eslint'), code: 0, seconds: 50, wall: 55 },
        { stage: stage('typecheck'), code: 0, seconds: 40, wall: 0 },
        { stage: stage('e2e'), code: 1, seconds: 300, wall: 300 },
        { stage: stage('cluster: contract'), skipped: true },
      ],
      { install: 120, reports },
    );
    const rows = table.split('\n').map((row) => row.split('|').map((cell) => cell.trim()));
    expect(rows).toEqual(
      expect.arrayContaining([
        ['', 'install (apt, npm install)', '120.0', '', ''],
        ['', 'lint: eslint', '50.0', 'ok', ''],
        ['', 'typecheck', '40.0', 'ok', ''],
        ['', 'e2e', '300.0', 'FAILED', ''],
        ['', 'tests/e2e/call.e2e.ts', '61.0', '', ''],
        ['', 'cluster: contract', '-', 'not run', ''],
        // Stages that ran at once count their group's wall time once: 120 + 55 + 300.
        ['', 'total (wall)', '475.0', '', ''],
      ]),
    );
  });
});
