import fs from 'node:fs';
import path from 'node:path';
import type * as t from '@babel/types';
import { Call, Dynamic, Evaluator, isRecord, parseModule, type Value } from './static-value';

/** Where Rspress looks for its config, in its order. */
export const RSPRESS_CONFIG_FILES = ['rspress.config.ts', 'rspress.config.mts', 'rspress.config.js', 'rspress.config.mjs', 'rspress.config.cts', 'rspress.config.cjs'];

/** Top-level keys of Rspress's options: a wrapper's argument with several of them is the Rspress config. */
const RSPRESS_KEYS = new Set([
  'root', 'title', 'description', 'icon', 'logo', 'logoText', 'logoHref', 'lang', 'locales', 'base', 'outDir', 'themeConfig',
  'builderConfig', 'route', 'markdown', 'plugins', 'head', 'llms', 'search', 'multiVersion', 'globalStyles', 'globalUIComponents',
  'i18nSource', 'i18nSourcePath', 'siteOrigin', 'ssg', 'mediumZoom', 'replaceRules', 'themeDir', 'languageParity',
]);

export interface RspressConfig {
  /** The config file, relative to the project. */
  file: string;
  /** How the options are passed, when not by `export default` (e.g. `define.doc(…)`). */
  via?: string;
  /** The options as far as they are literals. */
  options: { [key: string]: Value };
}

/** Rspress keys among an object's keys. */
const score = (value: Value) => (isRecord(value) ? Object.keys(value).filter((k) => RSPRESS_KEYS.has(k)).length : 0);

/** The options object of a config module: the default export, `module.exports`, or a wrapper call's argument. */
export function optionsOf(text: string, file: string): { options: { [key: string]: Value }; via?: string } | undefined {
  const program = parseModule(text, file);
  const evaluator = new Evaluator(program);
  const candidates: { value: Value; via?: string }[] = [];
  const unwrap = (value: Value, via?: string): void => {
    // defineConfig({ … }) and friends pass their argument through; a wrapper may nest the options one level down.
    if (value instanceof Call) {
      for (const arg of value.args) unwrap(arg, value.callee === 'defineConfig' ? via : `${value.callee}(…)`);
      return;
    }
    candidates.push({ value, via });
    if (isRecord(value)) for (const [key, inner] of Object.entries(value)) if (isRecord(inner)) candidates.push({ value: inner, via: `${via ? `${via} ` : ''}${key}` });
  };
  for (const statement of program.ast.program.body) {
    if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration;
      if (declaration.type !== 'FunctionDeclaration' && declaration.type !== 'ClassDeclaration' && declaration.type !== 'TSDeclareFunction')
        unwrap(arrowBody(declaration, evaluator));
    } else if (statement.type === 'ExpressionStatement') {
      const expr = statement.expression;
      if (expr.type === 'AssignmentExpression' && evaluator.code(expr.left) === 'module.exports') unwrap(arrowBody(expr.right, evaluator));
      else if (expr.type === 'CallExpression') unwrap(evaluator.value(expr));
    }
  }
  let best: { value: Value; via?: string } | undefined;
  for (const candidate of candidates) if (score(candidate.value) > score(best?.value)) best = candidate;
  return best && isRecord(best.value) ? { options: best.value, via: best.via } : undefined;
}

/** `defineConfig(() => ({ … }))`: the arrow's object. */
function arrowBody(node: t.Node, evaluator: Evaluator): Value {
  if (node.type === 'CallExpression' && node.arguments.length === 1) {
    const [arg] = node.arguments;
    if (arg && (arg.type === 'ArrowFunctionExpression' || arg.type === 'FunctionExpression') && arg.body.type !== 'BlockStatement') return evaluator.value(arg.body);
  }
  return evaluator.value(node);
}

/** Why the folder cannot be converted: no config (with what to pass instead). */
export class NotAnRspressSite extends Error {}

/**
 * Find and read the Rspress config of `dir`: `rspress.config.*`, else another `*.config.*` that passes Rspress
 * options (`rstack.config.ts` with `define.doc({ … })`).
 */
export function readRspressConfig(dir: string): RspressConfig {
  const own = RSPRESS_CONFIG_FILES.find((f) => fs.existsSync(path.join(dir, f)));
  if (own) {
    const found = optionsOf(fs.readFileSync(path.join(dir, own), 'utf8'), own);
    return { file: own, via: found?.via, options: found?.options ?? {} };
  }
  const others = fs
    .readdirSync(dir)
    .filter((f) => /\.config\.(ts|mts|cts|js|mjs|cjs)$/.test(f) && !f.startsWith('site.config.') && !f.startsWith('vite.config.'))
    .sort();
  for (const file of others) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    let found;
    try {
      found = optionsOf(text, file);
    } catch {
      continue; // another tool's config we cannot parse is not ours to report
    }
    if (found && score(found.options) >= 2) return { file, via: found.via, options: found.options };
  }
  throw new NotAnRspressSite(
    `${dir} has no Rspress config: expected ${RSPRESS_CONFIG_FILES.slice(0, 4).join(', ')}, or a config that passes Rspress options (such as rstack.config.ts with define.doc({ … })). Pass the folder that holds it: create-rsdocs --from <folder>`,
  );
}

export { Call, Dynamic };
