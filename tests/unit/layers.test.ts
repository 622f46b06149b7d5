import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS, MAY_IMPORT, MAY_IMPORT_TYPES } from '../../layers.config.mjs';

// The import graph of lib/'s folders against the layers written in layers.config.mjs (as
// dependency-cruiser would hold it against its rules): no two folders import each other, and
// each folder imports only the layers its own may. ESLint refuses the same file by file.

const LIB = path.resolve(import.meta.dirname, '../../lib');
type Layer = keyof typeof LAYERS;

const layerOf = new Map<string, Layer>(
  (Object.entries(LAYERS) as [Layer, string[]][]).flatMap(([layer, folders]) =>
    folders.map((folder) => [folder, layer] as const),
  ),
);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.mts')) yield full;
  }
}

/**
 * folder → the folders of lib/ its files import (static and dynamic imports, `@/lib/…` and `../…`):
 * `run` for imports that run, `types` for `import type` / `export type … from`, which vanish in the build.
 */
function folderGraph(kind: 'run' | 'types'): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(LIB)) {
    const folder = path.relative(LIB, file).split(path.sep)[0]!;
    if (!layerOf.has(folder)) continue;
    const text = readFileSync(file, 'utf8');
    const statements = text.matchAll(/(?:(?:import|export)(\s+type\b)?[^;'"]*?from|import\()\s*'([^']+)'/g);
    for (const [, typeOnly, spec] of statements) {
      if ((kind === 'types') !== Boolean(typeOnly)) continue;
      const target = spec!.startsWith('@/lib/')
        ? spec!.slice('@/lib/'.length)
        : spec!.startsWith('.')
          ? path.relative(LIB, path.resolve(path.dirname(file), spec!))
          : null;
      const targetFolder = target?.split('/')[0];
      if (!targetFolder || targetFolder === folder || !layerOf.has(targetFolder)) continue;
      if (!graph.has(folder)) graph.set(folder, new Set());
      graph.get(folder)!.add(targetFolder);
    }
  }
  return graph;
}

/**
 * What each file of lib/ imports for its values (type-only imports vanish in the build): the files
 * of the repository it reaches (faces included), and the packages it names.
 */
function valueImports(): Map<string, { files: string[]; packages: string[] }> {
  const graph = new Map<string, { files: string[]; packages: string[] }>();
  const resolve = (from: string, spec: string) => {
    const base = spec.startsWith('@/')
      ? path.resolve(LIB, '..', spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(from), spec)
        : null;
    if (!base) return null;
    return (
      ['', '.ts', '.tsx', '.mjs', '/index.ts']
        .map((ext) => base + ext)
        .find((file) => existsSync(file) && !statSync(file).isDirectory()) ?? null
    );
  };
  for (const file of sourceFiles(LIB)) {
    const text = readFileSync(file, 'utf8');
    const files: string[] = [];
    const packages: string[] = [];
    for (const [, typeOnly, spec, bare] of text.matchAll(
      /^(?:import|export)(\s+type\b)?[^;'"]*?from\s*'([^']+)'|^import\s*'([^']+)'/gm,
    )) {
      if (typeOnly) continue;
      const named = (spec ?? bare)!;
      const target = resolve(file, named);
      if (target) files.push(target);
      else if (!named.startsWith('.') && !named.startsWith('@/')) packages.push(named);
    }
    graph.set(file, { files, packages });
  }
  return graph;
}

const mayImport = (from: string, to: string) => {
  const allowed = MAY_IMPORT[layerOf.get(from)!];
  const layer = layerOf.get(to)!;
  return layerOf.get(from) === layer || allowed.includes(layer) || allowed.includes(`${layer}:${to}`);
};

const mayImportType = (from: string, to: string) =>
  mayImport(from, to) || (MAY_IMPORT_TYPES[layerOf.get(from)!] ?? []).includes(layerOf.get(to)!);

/** One circle of folders in `graph` (the path, its first folder repeated at the end), or [] if none. */
function circleOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const done = new Set<string>();
  const walk = (folder: string, path: string[]): string[] => {
    const at = path.indexOf(folder);
    if (at >= 0) return [...path.slice(at), folder];
    if (done.has(folder)) return [];
    for (const next of graph.get(folder) ?? []) {
      const found = walk(next, [...path, folder]);
      if (found.length) return found;
    }
    done.add(folder);
    return [];
  };
  for (const folder of graph.keys()) {
    const found = walk(folder, []);
    if (found.length) return found;
  }
  return [];
}

describe("lib/'s layers", () => {
  const graph = folderGraph('run');

  it('place every folder of lib/', () => {
    const folders = readdirSync(LIB, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).filter((name) => !layerOf.has(name))).toEqual([]);
  });

  it('each have a face, index.ts: the only file another module imports (eslint.config.mjs)', () => {
    const folders = readdirSync(LIB, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const faceless = folders
      .map((entry) => entry.name)
      .filter((name) => !readdirSync(path.join(LIB, name)).includes('index.ts'));
    expect(faceless).toEqual([]);
  });

  it('have no circle of folders (two importing each other, or more around)', () => {
    expect(circleOf(graph)).toEqual([]);
  });

  it('would see a circle of three folders (the check can fail)', () => {
    const made = new Map([
      ['orders', new Set(['mail'])],
      ['mail', new Set(['seo'])],
      ['seo', new Set(['catalog'])],
      ['catalog', new Set(['orders', 'db'])],
    ]);
    expect(circleOf(made)).toEqual(['orders', 'mail', 'seo', 'catalog', 'orders']);
  });

  it('import only what their layer may: nothing runs back up', () => {
    const backUp = [...graph].flatMap(([from, targets]) =>
      [...targets]
        .filter((to) => !mayImport(from, to))
        .map((to) => `${from} (${layerOf.get(from)}) → ${to} (${layerOf.get(to)})`),
    );
    expect(backUp).toEqual([]);
  });

  it('name in types only what their layer may', () => {
    const types = folderGraph('types');
    const outside = [...types].flatMap(([from, targets]) =>
      [...targets].filter((to) => !mayImportType(from, to)).map((to) => `${from} → ${to} (types)`),
    );
    expect(outside).toEqual([]);
  });

  it("keep lib/'s top files (env.ts, database-settings.mjs: every layer's settings) on the kernels", () => {
    const tops = readdirSync(LIB, { withFileTypes: true }).filter(
      (entry) => entry.isFile() && /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.mts'),
    );
    const reaching = tops.flatMap((entry) =>
      [...readFileSync(path.join(LIB, entry.name), 'utf8').matchAll(/from\s*'(\.\/|@\/lib\/)([^/']+)\//g)]
        .map((match) => match[2]!)
        .filter((folder) => layerOf.get(folder) !== 'kernels')
        .map((folder) => `${entry.name} → ${folder}`),
    );
    expect(tops.map((entry) => entry.name)).toContain('env.ts');
    expect(reaching).toEqual([]);
  });

  it("keep Next's page and browser packages out of every module scripts load (the sweep, the stock check, the seed)", () => {
    // Those run outside Next, under the react-server condition, where next/navigation, next-auth
    // and React's client APIs do not load; only lib/session (Auth.js), lib/client and lib/ui may.
    const OUTSIDE_NEXT = /^(next\/navigation|next\/link|next-auth|@auth\/|react$|react-dom)/;
    const graph = valueImports();
    const reaching = new Map<string, string | null>();
    const culprit = (file: string, path: Set<string> = new Set()): string | null => {
      if (reaching.has(file)) return reaching.get(file)!;
      if (path.has(file)) return null;
      path.add(file);
      const node = graph.get(file);
      const found =
        node?.packages.find((name) => OUTSIDE_NEXT.test(name)) !== undefined
          ? file
          : (node?.files.map((next) => culprit(next, path)).find((hit) => hit !== null) ?? null);
      path.delete(file);
      reaching.set(file, found);
      return found;
    };
    const allowed = ['session', 'client', 'ui'].map((folder) => path.join(LIB, folder) + path.sep);
    const offenders = [...graph.keys()]
      .filter((file) => !allowed.some((folder) => file.startsWith(folder)))
      .flatMap((file) => {
        const hit = culprit(file);
        return hit ? [`${path.relative(LIB, file)} → ${path.relative(LIB, hit)}`] : [];
      });
    expect(offenders).toEqual([]);
  });

  it('would see a folder importing back up (the check can fail)', () => {
    expect(mayImport('db', 'orders')).toBe(false);
    expect(mayImport('model', 'db')).toBe(false);
    expect(mayImport('orders', 'http')).toBe(false);
    expect(mayImport('client', 'db')).toBe(false);
    expect(mayImport('orders', 'db')).toBe(true);
    expect(mayImportType('client', 'orders')).toBe(true);
    expect(mayImportType('model', 'orders')).toBe(false);
  });
});
