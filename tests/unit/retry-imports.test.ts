// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RETRY_IMPORT, rewriteImports } from '../../scripts/retry-imports';

describe('rewriteImports', () => {
  it("turns each import of a sibling chunk into the helper's, keeping what follows it", () => {
    const code =
      'const a=()=>import("./review-C5_FgjhW.js").then(n=>n.x),b=()=>import(\'../c-1.js\');';
    const out = rewriteImports(code)!.toString();
    expect(out).toContain(`${RETRY_IMPORT}("./review-C5_FgjhW.js").then(n=>n.x)`);
    expect(out).toContain(`${RETRY_IMPORT}("../c-1.js")`);
    expect(out).not.toMatch(/\bimport\("\.\//);
    expect(out).toMatch(new RegExp(`\\nfunction ${RETRY_IMPORT}\\(s,b\\)`));
  });

  it('leaves a chunk without dynamic imports, and imports of packages or variables, alone', () => {
    expect(rewriteImports('import{a}from"./b.js";a();')).toBeUndefined();
    expect(rewriteImports('const f=u=>import(u),g=()=>import("react");')).toBeUndefined();
  });

  it('leaves the words of an import in a string alone (a code sample on a page)', () => {
    const code = 'const sample="import(\\"./x-1.js\\")",f=()=>import("./y-2.js");';
    const out = rewriteImports(code)!.toString();
    expect(out).toContain('sample="import(\\"./x-1.js\\")"');
    expect(out).toContain(`${RETRY_IMPORT}("./y-2.js")`);
  });

  it('puts the helper before the source map comment', () => {
    const out = rewriteImports(
      'x=()=>import("./a.js");\n//# sourceMappingURL=i.js.map',
    )!.toString();
    expect(out.trimEnd().endsWith('//# sourceMappingURL=i.js.map')).toBe(true);
    expect(out.indexOf(`function ${RETRY_IMPORT}`)).toBeLessThan(out.indexOf('//# source'));
  });
});

describe('the helper in a real module loader', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'retry-imports-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('asks again under a fresh URL after a failure, then keeps to the module that came', () => {
    // The chunk is missing on the first try (the network dropped), there on the second.
    const entry = [
      'import { writeFileSync } from "node:fs";',
      'const first = await import("./late.js").then(() => "came", () => "failed");',
      'writeFileSync(new URL("./late.js", import.meta.url), "export const value = {};");',
      'const second = await import("./late.js");',
      'const third = await import("./late.js");',
      'console.log(JSON.stringify([first, typeof second.value, second === third]));',
    ].join('\n');
    writeFileSync(join(dir, 'entry.mjs'), rewriteImports(entry)!.toString());
    const out = execFileSync(process.execPath, [join(dir, 'entry.mjs')], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual(['failed', 'object', true]);
  });
});

describe('one helper for the page, in its entry chunk', () => {
  it('exports it from the entry and imports it in the chunks that need it', () => {
    const entry = rewriteImports('export{a};', { own: true, exported: true })!.toString();
    expect(entry).toMatch(
      new RegExp(`function ${RETRY_IMPORT}\\(s,b\\)[^]*export\\{${RETRY_IMPORT}\\};`),
    );
    const chunk = rewriteImports('x=()=>import("./b-1.js");', {
      own: false,
      from: './index-1.js',
      sameFolder: true,
    })!.toString();
    expect(chunk).toBe(
      `import{${RETRY_IMPORT}}from"./index-1.js";x=()=>${RETRY_IMPORT}("./b-1.js");`,
    );
  });

  it("passes the chunk's own URL when it is not in the entry's folder", () => {
    const chunk = rewriteImports('x=()=>import("../b-1.js");', {
      own: false,
      from: '../index-1.js',
      sameFolder: false,
    })!.toString();
    expect(chunk).toContain(`${RETRY_IMPORT}("../b-1.js",import.meta.url)`);
  });
});
