// @vitest-environment node
import type { ModuleInfo } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import { firstWaveChunk, neededModules } from '../../scripts/first-wave';

/** A module graph as Rollup describes it: `./x` resolves to `x`. */
function graph(
  modules: Record<string, string>,
  options: { sideEffects?: string[]; entry?: string } = {},
) {
  const infos = new Map<string, ModuleInfo>();
  for (const [id, code] of Object.entries(modules)) {
    const ast = parseAst(code);
    const specifiers: string[] = [];
    for (const node of ast.body) {
      const source = (node as { source?: { value: string } | null }).source;
      if (source && !specifiers.includes(source.value)) specifiers.push(source.value);
    }
    const ids = specifiers.map((s) => s.replace(/^\.\//, ''));
    const exports = ast.body.flatMap((node) =>
      node.type === 'ExportNamedDeclaration'
        ? node.specifiers
            .map((s) => ('name' in s.exported ? s.exported.name : ''))
            .concat(
              node.declaration && 'declarations' in node.declaration
                ? node.declaration.declarations.map((d) => ('name' in d.id ? d.id.name : ''))
                : [],
            )
        : [],
    );
    infos.set(id, {
      id,
      ast,
      exports,
      importedIds: ids,
      importedIdResolutions: ids.map((target) => ({ id: target })),
      isEntry: id === (options.entry ?? 'entry'),
      isExternal: false,
      isIncluded: true,
      moduleSideEffects: options.sideEffects?.includes(id) ?? false,
    } as unknown as ModuleInfo);
  }
  const getModuleInfo = (id: string) => infos.get(id) ?? null;
  return { getModuleInfo, getModuleIds: () => infos.keys() };
}

const sorted = (set: Iterable<string>) => [...set].sort();

describe('neededModules: what a set of roots really takes', () => {
  it('follows an index only into the module that provides the names taken from it', () => {
    const { getModuleInfo } = graph({
      entry: `import { Light } from './index'; Light();`,
      index: `export { Light } from './light'; export { Heavy } from './heavy';`,
      light: `export const Light = () => 1;`,
      heavy: `import { big } from './big'; export const Heavy = () => big;`,
      big: `export const big = 2;`,
    });
    expect(sorted(neededModules(['entry'], getModuleInfo).modules)).toEqual(['entry', 'light']);
  });

  it("takes an `export *` name from the module that exports it, and an index's own code with its imports", () => {
    const { getModuleInfo } = graph({
      entry: `import { b, own } from './index'; b(own);`,
      index: `export * from './a'; export * from './b'; import { c } from './c'; export const own = c;`,
      a: `export const a = 1;`,
      b: `export const b = 2;`,
      c: `export const c = 3;`,
    });
    expect(sorted(neededModules(['entry'], getModuleInfo).modules)).toEqual([
      'b',
      'c',
      'entry',
      'index',
    ]);
  });

  it('counts only what the second roots add, passing again through an index the first took part of', () => {
    const { getModuleInfo } = graph({
      entry: `import { Light } from './index'; Light();`,
      lazy: `import { Heavy, Light } from './index'; Heavy(Light);`,
      index: `export { Light } from './light'; export { Heavy } from './heavy';`,
      light: `export const Light = () => 1;`,
      heavy: `import { big } from './big'; export const Heavy = () => big;`,
      big: `export const big = 2;`,
    });
    const first = neededModules(['entry'], getModuleInfo, undefined, new Set(['lazy']));
    expect(sorted(neededModules(['lazy'], getModuleInfo, first).modules)).toEqual([
      'big',
      'heavy',
      'lazy',
    ]);
  });

  it('takes the whole module behind `export * as ns` from a module taken whole', () => {
    const { getModuleInfo } = graph({
      entry: `import * as z from './lib'; z.ns.run();`,
      lib: `export * as ns from './ns';`,
      ns: `import { helper } from './helper'; export const run = () => helper;`,
      helper: `export const helper = 1;`,
    });
    expect(sorted(neededModules(['entry'], getModuleInfo).modules)).toEqual([
      'entry',
      'helper',
      'lib',
      'ns',
    ]);
  });

  it('follows `import "./x"` only into a module that does something on import', () => {
    const { getModuleInfo } = graph(
      {
        entry: `import './quiet'; import './loud';`,
        quiet: `export const q = 1;`,
        loud: `globalThis.x = 1;`,
      },
      { sideEffects: ['loud'] },
    );
    expect(sorted(neededModules(['entry'], getModuleInfo).modules)).toEqual(['entry', 'loud']);
  });
});

describe('firstWaveChunk', () => {
  const modules = {
    entry: `import { Screen } from './index'; Screen();`,
    index: `export { Screen } from './screen'; export { Rows } from './rows';`,
    screen: `import { format } from './format'; export const Screen = () => format;`,
    format: `export const format = 1;`,
    rows: `import { format } from './format'; import { list } from './list'; export const Rows = () => [format, list];`,
    list: `export const list = 1;`,
    session: `import { Rows } from './index'; export const start = Rows;`,
  };

  it('puts what the roots need and the first screen does not into one chunk', () => {
    const meta = graph(modules);
    const chunkOf = firstWaveChunk([/^session$/, /^rows$/], 'wave');
    const assigned = Object.keys(modules).filter((id) => chunkOf(id, meta) === 'wave');
    expect(assigned.sort()).toEqual(['list', 'rows', 'session']);
  });

  it('assigns nothing in a build without the roots', () => {
    const meta = graph(modules);
    const chunkOf = firstWaveChunk([/^session$/, /^absent$/], 'wave');
    expect(Object.keys(modules).map((id) => chunkOf(id, meta))).toEqual(
      Object.keys(modules).map(() => undefined),
    );
  });
});
