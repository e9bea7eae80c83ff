/**
 * One file for what a page fetches right after its first paint.
 *
 * Rollup splits the modules of lazy parts by the set of lazy entries that use them: the visitor's
 * conversation and session model share rows, schemas and the API client with the console, the
 * review screen and the dialogs, so they arrived as ten files. On a phone's HTTP/1.1 connections
 * ten files are ten requests queued six at a time, each in TCP slow start, and the first words
 * waited for the last of them. `firstWaveChunk` puts the modules those roots need, and the first
 * screen does not, into one chunk; the other lazy parts that use some of them load that chunk.
 *
 * Which modules the first screen needs is Rollup's knowledge after tree-shaking, but a
 * `manualChunks` function only sees import edges, and a feature's index.ts re-exports its whole
 * public face: followed blindly, the chat screen's `import { TypingIndicator } from
 * '@/features/chat'` would reach every row and the API client. So an index (a module whose
 * statements are all imports and exports) is followed only into the modules that provide the
 * names taken from it. A module wrongly placed in the wave would be imported by the first screen,
 * which the bundle budget (`bench/bundle.mjs --check`) reports as a jump of the initial kB.
 */
import type { GetModuleInfo, ManualChunkMeta, ModuleInfo } from 'rollup';

/** Names taken from a module; 'all' when its whole face is (a root, a namespace import). */
type Names = ReadonlySet<string> | 'all';

interface Node {
  type: string;
  [key: string]: unknown;
}

interface Edge {
  target: string;
  /** What the importer takes: for `import`, the names; for re-exports, exported -> local. */
  kind: 'import' | 'reexport' | 'star';
  names: Names;
  map?: Map<string, string>;
}

const nameOf = (node: unknown) => {
  const n = node as { type?: string; name?: string; value?: unknown };
  return n.type === 'Identifier' ? (n.name ?? '') : String(n.value);
};

const hasSource = (node: Node) =>
  node.type === 'ImportDeclaration' ||
  node.type === 'ExportAllDeclaration' ||
  (node.type === 'ExportNamedDeclaration' && node.source != null);

/** The module's import and re-export statements, each with the module it resolved to. */
function edgesOf(info: ModuleInfo): { edges: Edge[]; own: Set<string>; indexLike: boolean } {
  const body = ((info.ast as unknown as { body?: Node[] } | null)?.body ?? []) as Node[];
  const statements = body.filter(hasSource);
  // Rollup lists the resolved imports in the order their specifiers first appear.
  const specifiers: string[] = [];
  for (const node of statements) {
    const source = (node.source as { value: string }).value;
    if (!specifiers.includes(source)) specifiers.push(source);
  }
  const resolved = info.importedIdResolutions;
  if (specifiers.length !== resolved.length) {
    // Something this reading does not know: every import, whole.
    return {
      edges: info.importedIds.map((target) => ({ target, kind: 'import', names: 'all' })),
      own: new Set(),
      indexLike: false,
    };
  }
  const targetOf = (node: Node) =>
    resolved[specifiers.indexOf((node.source as { value: string }).value)]!.id;
  const edges: Edge[] = [];
  for (const node of statements) {
    const target = targetOf(node);
    if (node.type === 'ImportDeclaration') {
      const list = node.specifiers as Node[];
      const names = list.some((s) => s.type === 'ImportNamespaceSpecifier')
        ? 'all'
        : new Set(
            list.map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported))),
          );
      edges.push({ target, kind: 'import', names });
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exported) {
        edges.push({
          target,
          kind: 'reexport',
          names: 'all',
          map: new Map([[nameOf(node.exported), '*']]),
        });
      } else edges.push({ target, kind: 'star', names: 'all' });
    } else {
      const map = new Map<string, string>();
      for (const s of node.specifiers as Node[]) map.set(nameOf(s.exported), nameOf(s.local));
      edges.push({ target, kind: 'reexport', names: 'all', map });
    }
  }
  // The names the module declares and exports itself.
  const own = new Set<string>();
  for (const node of body) {
    if (node.type === 'ExportDefaultDeclaration') own.add('default');
    if (node.type !== 'ExportNamedDeclaration' || node.source != null) continue;
    for (const s of node.specifiers as Node[]) own.add(nameOf(s.exported));
    const declaration = node.declaration as Node | null;
    if (declaration?.type === 'VariableDeclaration')
      for (const d of declaration.declarations as Node[]) own.add(nameOf(d.id));
    else if (declaration?.id) own.add(nameOf(declaration.id));
  }
  const indexLike = body.every((node) => hasSource(node) || node.type === 'ExportNamedDeclaration');
  return { edges, own, indexLike };
}

/** What a set of roots takes from each module: all of it, or some names of an index. */
export type Taken = Map<string, Set<string> | 'all'>;

/** The modules needed, and the names taken from each (an index may be passed through only). */
export interface Needs {
  modules: Set<string>;
  taken: Taken;
}

/**
 * The modules `roots` need beyond what `before` (another set of roots) already takes: a module
 * is followed whole, an index (imports and exports only) only into what provides the names
 * taken from it. Returns the new modules, and all that is taken with `before` included.
 */
export function neededModules(
  roots: readonly string[],
  getModuleInfo: GetModuleInfo,
  before: Needs = { modules: new Set(), taken: new Map() },
  skip: ReadonlySet<string> = new Set(),
): Needs {
  const taken: Taken = new Map(before.taken);
  const modules = new Set<string>();
  /** An index's own code (not what it re-exports) is needed once one of its own names is. */
  const need = (id: string) => {
    if (!before.modules.has(id)) modules.add(id);
  };
  const queue: [string, Names][] = roots.map((root) => [root, 'all']);
  while (queue.length > 0) {
    const [id, names] = queue.pop()!;
    if (skip.has(id)) continue;
    const info = getModuleInfo(id);
    if (!info || info.isExternal) continue;
    const had = taken.get(id);
    if (had === 'all') continue;
    const { edges, own, indexLike } = edgesOf(info);
    // A module with code of its own is taken whole (as are Rollup's helpers).
    let fresh: Names;
    if (names === 'all' || id.startsWith('\0') || !indexLike) {
      fresh = 'all';
      taken.set(id, 'all');
    } else {
      const added = [...names].filter((name) => !had?.has(name));
      if (had && added.length === 0) continue;
      fresh = new Set(added);
      taken.set(id, new Set([...(had ?? []), ...added]));
    }
    const follow = (target: string, what: Names) => {
      // `import './x'`: only for what it does on import, which our own modules do not.
      if (what !== 'all' && what.size === 0) {
        if (getModuleInfo(target)?.moduleSideEffects === false) return;
        what = 'all';
      }
      queue.push([target, what]);
    };
    if (fresh === 'all') {
      need(id);
      for (const edge of edges) {
        if (edge.kind === 'import') follow(edge.target, edge.names);
        else if (edge.kind === 'star') follow(edge.target, 'all');
        else {
          const locals = [...edge.map!.values()];
          follow(edge.target, locals.includes('*') ? 'all' : new Set(locals));
        }
      }
      continue;
    }
    // An index: each name is its own (its code may use anything it imports), or from the
    // statement that re-exports it, or from the `export *` whose module exports it.
    let ownTaken = false;
    for (const name of fresh) {
      if (own.has(name)) {
        ownTaken = true;
        continue;
      }
      const from = edges.find((edge) => edge.kind === 'reexport' && edge.map!.has(name));
      if (from) {
        const local = from.map!.get(name)!;
        follow(from.target, local === '*' ? 'all' : new Set([local]));
        continue;
      }
      const stars = edges.filter((edge) => edge.kind === 'star');
      const exact = stars.filter((star) => getModuleInfo(star.target)?.exports?.includes(name));
      for (const star of exact.length > 0 ? exact : stars) follow(star.target, new Set([name]));
    }
    if (ownTaken) {
      need(id);
      for (const edge of edges) if (edge.kind === 'import') follow(edge.target, edge.names);
    } else {
      // `import './x'` in an index runs whenever the index is loaded.
      for (const edge of edges)
        if (edge.kind === 'import' && edge.names !== 'all' && edge.names.size === 0)
          follow(edge.target, edge.names);
    }
  }
  return { modules, taken };
}

/**
 * A `manualChunks` function (with `output.onlyExplicitManualChunks`) that puts into `name` what
 * the modules matching `roots` need beyond the entries' own needs. Without a match (another
 * build of the same config: the widget, a story), it assigns nothing.
 */
export function firstWaveChunk(roots: readonly RegExp[], name: string) {
  let assigned: Map<string, string> | undefined;
  return (id: string, meta: Pick<ManualChunkMeta, 'getModuleIds' | 'getModuleInfo'>) => {
    if (!assigned) {
      assigned = new Map();
      const ids = [...meta.getModuleIds()];
      const rootIds = ids.filter((m) => roots.some((re) => re.test(m)));
      if (rootIds.length === roots.length) {
        const entries = ids.filter((m) => meta.getModuleInfo(m)?.isEntry);
        const first = neededModules(entries, meta.getModuleInfo, undefined, new Set(rootIds));
        for (const m of neededModules(rootIds, meta.getModuleInfo, first).modules) {
          if (meta.getModuleInfo(m)?.isIncluded !== false) assigned.set(m, name);
        }
      }
    }
    return assigned.get(id);
  };
}
