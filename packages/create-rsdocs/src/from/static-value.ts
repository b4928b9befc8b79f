import { parse } from '@babel/parser';
import type * as t from '@babel/types';

/**
 * Reads the literal values of a config module without running it: the packages it imports are not installed where
 * the converter runs. What cannot be known without running code (a function, a call into a package, a value read
 * from the environment) becomes a `Dynamic` carrying its source text and line, so the caller can list it.
 */

/** A value that is not a literal: its source text and line. */
export class Dynamic {
  constructor(
    readonly code: string,
    readonly line: number,
  ) {}
}

/** A call of something imported or defined in the config (`pluginSitemap({ … })`): its callee, import and arguments. */
export class Call extends Dynamic {
  constructor(
    code: string,
    line: number,
    /** The callee as written: `pluginSitemap`, `define.doc`. */
    readonly callee: string,
    /** The module the callee's first name is imported from, when it is imported. */
    readonly source: string | undefined,
    readonly args: Value[],
  ) {
    super(code, line);
  }
}

export type Value = string | number | boolean | null | undefined | Value[] | { [key: string]: Value } | Dynamic;

export const isRecord = (value: Value): value is { [key: string]: Value } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Dynamic);

/** `__dirname` / `import.meta.dirname`: the config's folder, so `path.join(__dirname, 'docs')` reads as `docs`. */
const HERE = Symbol('config folder');
type Internal = Value | typeof HERE;

type Binding = { kind: 'value'; node: t.Expression } | { kind: 'import'; source: string } | { kind: 'param'; value: Value };

export interface Program {
  ast: t.File;
  text: string;
  /** Top-level names: `const x = …` and imports. */
  bindings: Map<string, Binding>;
}

/** Parse a config module (TypeScript and JSX accepted). Throws a message with the file and line on a syntax error. */
export function parseModule(text: string, file: string): Program {
  let ast: t.File;
  try {
    ast = parse(text, { sourceType: 'unambiguous', plugins: ['typescript', 'jsx', 'importAttributes'], errorRecovery: false });
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    throw new Error(`${file}${loc ? `:${loc.line}:${loc.column + 1}` : ''}: cannot read the config: ${(error as Error).message.replace(/\s*\(\d+:\d+\)$/, '')}`);
  }
  const bindings = new Map<string, Binding>();
  for (const statement of ast.program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'VariableDeclaration') {
      for (const d of declaration.declarations) if (d.id.type === 'Identifier' && d.init) bindings.set(d.id.name, { kind: 'value', node: d.init });
    } else if (declaration?.type === 'ImportDeclaration') {
      for (const s of declaration.specifiers) bindings.set(s.local.name, { kind: 'import', source: declaration.source.value });
    }
  }
  return { ast, text, bindings };
}

/** The evaluator over one program; `scope` holds arrow-function parameters (`.map((v) => …)`). */
export class Evaluator {
  private readonly resolving = new Set<string>();

  constructor(readonly program: Program) {}

  code(node: t.Node): string {
    return this.program.text.slice(node.start ?? 0, node.end ?? 0);
  }

  private dynamic(node: t.Node): Dynamic {
    return new Dynamic(this.code(node), node.loc?.start.line ?? 0);
  }

  /** The value of an expression, literal where it can be known. */
  value(node: t.Node, scope: Map<string, Value> = new Map()): Value {
    const v = this.eval(node, scope);
    return v === HERE ? '.' : v;
  }

  private eval(node: t.Node, scope: Map<string, Value>): Internal {
    switch (node.type) {
      case 'StringLiteral':
      case 'NumericLiteral':
      case 'BooleanLiteral':
        return node.value;
      case 'NullLiteral':
        return null;
      case 'TemplateLiteral': {
        let out = node.quasis[0]?.value.cooked ?? '';
        for (let i = 0; i < node.expressions.length; i++) {
          const part = this.eval(node.expressions[i]!, scope);
          if (!['string', 'number', 'boolean'].includes(typeof part)) return this.dynamic(node);
          out += String(part) + (node.quasis[i + 1]?.value.cooked ?? '');
        }
        return out;
      }
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'TSTypeAssertion':
      case 'ParenthesizedExpression':
        return this.eval(node.expression, scope);
      case 'ArrayExpression': {
        const out: Value[] = [];
        for (const element of node.elements) {
          if (!element) out.push(undefined);
          else if (element.type === 'SpreadElement') {
            const spread = this.value(element.argument, scope);
            if (Array.isArray(spread)) out.push(...spread);
            else out.push(this.dynamic(element));
          } else out.push(this.value(element, scope));
        }
        return out;
      }
      case 'ObjectExpression': {
        const out: { [key: string]: Value } = {};
        for (const prop of node.properties) {
          if (prop.type === 'SpreadElement') {
            const spread = this.value(prop.argument, scope);
            if (isRecord(spread)) Object.assign(out, spread);
            else out[`...${this.code(prop.argument)}`] = this.dynamic(prop);
            continue;
          }
          const key = this.keyOf(prop, scope);
          if (key === undefined) continue;
          out[key] = prop.type === 'ObjectMethod' ? this.dynamic(prop) : this.value(prop.value, scope);
        }
        return out;
      }
      case 'Identifier': {
        if (scope.has(node.name)) return scope.get(node.name);
        if (node.name === 'undefined') return undefined;
        if (node.name === '__dirname') return HERE;
        const binding = this.program.bindings.get(node.name);
        if (binding?.kind === 'value' && !this.resolving.has(node.name)) {
          this.resolving.add(node.name);
          try {
            return this.eval(binding.node, new Map());
          } finally {
            this.resolving.delete(node.name);
          }
        }
        return this.dynamic(node);
      }
      case 'MemberExpression': {
        if (node.object.type === 'MetaProperty' && node.property.type === 'Identifier' && node.property.name === 'dirname') return HERE;
        const object = this.value(node.object, scope);
        const key = node.computed ? this.value(node.property, scope) : node.property.type === 'Identifier' ? node.property.name : undefined;
        if (isRecord(object) && typeof key === 'string' && key in object) return object[key];
        if (Array.isArray(object) && typeof key === 'number') return object[key];
        return this.dynamic(node);
      }
      case 'CallExpression':
        return this.call(node, scope);
      default:
        return this.dynamic(node);
    }
  }

  private keyOf(prop: t.ObjectProperty | t.ObjectMethod, scope: Map<string, Value>): string | undefined {
    if (!prop.computed) {
      if (prop.key.type === 'Identifier') return prop.key.name;
      if (prop.key.type === 'StringLiteral' || prop.key.type === 'NumericLiteral') return String(prop.key.value);
    }
    const key = this.value(prop.key, scope);
    return typeof key === 'string' || typeof key === 'number' ? String(key) : undefined;
  }

  /** The callee's dotted name (`path.join`, `define.doc`), or undefined for anything else. */
  calleeName(node: t.Node): string | undefined {
    if (node.type === 'Identifier') return node.name;
    if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
      const object = this.calleeName(node.object);
      return object === undefined ? undefined : `${object}.${node.property.name}`;
    }
    return undefined;
  }

  private call(node: t.CallExpression, scope: Map<string, Value>): Internal {
    const name = this.calleeName(node.callee);
    const first = name?.split('.')[0];
    const binding = first ? this.program.bindings.get(first) : undefined;
    const source = binding?.kind === 'import' ? binding.source : undefined;
    // path.join(__dirname, 'docs') and path.resolve(…): a folder of the project, written relative to it.
    if ((name === 'path.join' || name === 'path.resolve' || name === 'join' || name === 'resolve') && (source === undefined || /^(node:)?path$/.test(source))) {
      const parts = node.arguments.map((a) => this.eval(a, scope));
      if (parts[0] === HERE && parts.slice(1).every((p) => typeof p === 'string')) {
        const rel = (parts.slice(1) as string[]).join('/').replace(/\/+/g, '/').replace(/^\.\//, '').replace(/\/$/, '');
        if (!rel.split('/').includes('..')) return rel || '.';
      }
      return this.dynamic(node);
    }
    // [ … ].map((v) => ({ … })): the rules a config builds from a list (Rsbuild's redirects).
    if (node.callee.type === 'MemberExpression' && !node.callee.computed && node.callee.property.type === 'Identifier' && node.callee.property.name === 'map') {
      const list = this.value(node.callee.object, scope);
      const fn = node.arguments[0];
      if (Array.isArray(list) && fn && (fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression')) {
        const params = fn.params.map((p) => (p.type === 'Identifier' ? p.name : undefined));
        const body = fn.body.type === 'BlockStatement' ? singleReturn(fn.body) : fn.body;
        if (body && params.every((p) => p !== undefined)) {
          return list.map((item, index) => this.value(body, new Map([...scope, [params[0]!, item], ...(params[1] ? [[params[1], index] as [string, Value]] : [])])));
        }
      }
      return this.dynamic(node);
    }
    const args = node.arguments.map((a) => (a.type === 'SpreadElement' || a.type === 'ArgumentPlaceholder' ? this.dynamic(a) : this.value(a, scope)));
    return new Call(this.code(node), node.loc?.start.line ?? 0, name ?? this.code(node.callee), source, args);
  }
}

function singleReturn(block: t.BlockStatement): t.Expression | undefined {
  const [only] = block.body;
  return block.body.length === 1 && only?.type === 'ReturnStatement' && only.argument ? only.argument : undefined;
}
