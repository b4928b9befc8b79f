import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The house rules of the theme's source (issue #31), read with TypeScript's parser:
// - no runtime import cycle: modules that import each other (statically, by re-export or by dynamic import) load in
//   an order that depends on who came first, and chunks that import each other cannot be split apart. Type-only
//   imports are erased (this package compiles with verbatimModuleSyntax: an import without `type` stays);
// - no function on the build side (src/vite, src/node) over MAX_FUNCTION_LINES lines.

const SRC = path.resolve(import.meta.dirname, '..');
const MAX_FUNCTION_LINES = 100;
/** Test, story and fixture modules: not part of the theme at run time. */
const NOT_RUNTIME = /\.(test|stories|fixtures)\.tsx?$|\.d\.ts$|^test\//;

/** A source file's modules, `/`-separated relative to `root`, with their text. */
function sourceFiles(root: string, under = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(path.join(root, under), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!NOT_RUNTIME.test(file)) files.set(file, fs.readFileSync(path.join(root, file), 'utf8'));
  }
  return files;
}

// Without parent pointers (faster; nothing here walks up the tree).
const parse = (file: string, text: string) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
/** A static check, not a timed one: a loaded machine may take a few seconds to parse the source. */
const PARSE_TIMEOUT_MS = 60_000;

/** The relative specifiers a module imports at run time: static imports and re-exports without `type`, dynamic imports. */
export function runtimeImports(file: string, text: string): string[] {
  const specs: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) specs.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) specs.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) specs.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(parse(file, text));
  return specs.filter((s) => s.startsWith('.'));
}

/** The module `spec` names from `from`, among `files` (a TypeScript file, or a folder's index). */
function resolve(files: Map<string, string>, from: string, spec: string): string | undefined {
  const base = path.posix.join(path.posix.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => files.has(f));
}

/** Every import cycle among `files`, each as the modules along it (the first repeated at the end). */
export function importCycles(files: Map<string, string>): string[][] {
  const graph = new Map([...files].map(([file, text]) => [file, runtimeImports(file, text).flatMap((s) => resolve(files, file, s) ?? [])]));
  // Tarjan's strongly connected components: a component of two or more modules (or one importing itself) holds a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const connect = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v)!) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do component.push((w = stack.pop()!));
    while (w !== v);
    if (component.length > 1 || graph.get(v)!.includes(v)) components.push(component);
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  return components.map((component) => cycleThrough(graph, new Set(component)));
}

/** One cycle through a component: the shortest way from its first module (by name) back to itself. */
function cycleThrough(graph: Map<string, string[]>, component: Set<string>): string[] {
  const start = [...component].sort()[0]!;
  const from = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of graph.get(v)!) {
      if (!component.has(w)) continue;
      if (w === start) {
        const cycle = [start];
        for (let u: string | undefined = v; u !== undefined && u !== start; u = from.get(u)) cycle.splice(1, 0, u);
        return [...cycle, start];
      }
      if (!from.has(w)) {
        from.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/** Functions of `text` longer than `max` lines: `file:line name (lines)`. */
export function longFunctions(file: string, text: string, max = MAX_FUNCTION_LINES): string[] {
  const found: string[] = [];
  const source = parse(file, text);
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const lines = source.getLineAndCharacterOfPosition(node.getEnd()).line - first + 1;
      const name = node.name && !ts.isComputedPropertyName(node.name) ? node.name.getText(source) : '(anonymous)';
      if (lines > max) found.push(`${file}:${first + 1} ${name} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the checks themselves', () => {
  it('finds a cycle of static imports, re-exports or dynamic imports, and not one of type-only imports', () => {
    const files = new Map([
      ['a.ts', "import { b } from './b';\nimport type { D } from './d';\nexport const a = b;"],
      ['b.ts', "export { c as b } from './c';"],
      ['c.ts', "export const c = () => import('./a');"],
      ['d.ts', "import { type A } from './e';\nexport type D = 1;"],
      ['e.ts', "import type { D } from './d';\nexport type A = D;"],
    ]);
    expect(importCycles(files)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
    // `import { type A }` without `type` before the braces stays a (side-effect) import: d.ts → e.ts → d.ts only
    // if e.ts imported d.ts at run time.
    files.set('e.ts', "import { d } from './d';\nexport const A = d;");
    expect(importCycles(files)).toHaveLength(2);
  });

  it('finds a function over the limit, nested or not, and counts its lines from its start to its end', () => {
    const body = (n: number) => Array.from({ length: n - 2 }, (_, i) => `  const x${i} = ${i};`).join('\n');
    expect(longFunctions('f.ts', `export function ok() {\n${body(100)}\n}\n`)).toEqual([]);
    expect(longFunctions('f.ts', `export function long() {\n${body(101)}\n}\n`)).toEqual(['f.ts:1 long (101 lines)']);
    expect(longFunctions('f.ts', `const o = {\n  hook: () => {\n${body(101)}\n  },\n};\n`)).toEqual(['f.ts:2 (anonymous) (101 lines)']);
  });
});

describe("the theme's source", () => {
  it('has no runtime import cycle', () => {
    expect(importCycles(sourceFiles(SRC)).map((cycle) => cycle.join(' → '))).toEqual([]);
  }, PARSE_TIMEOUT_MS);

  it(`has no function on the build side (src/vite, src/node) over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = ['vite', 'node'].flatMap((dir) => [...sourceFiles(SRC, dir)].flatMap(([file, text]) => longFunctions(file, text)));
    expect(long).toEqual([]);
  }, PARSE_TIMEOUT_MS);
});
