/** Writes a config object as TypeScript source: the literal values of site.config.ts, plus raw code where needed. */

/** Source code written as it is (`feedPlugin({ prefix: '/blog/' })`). */
export class Code {
  constructor(readonly code: string) {}
}

export type ConfigValue = string | number | boolean | null | ConfigValue[] | { [key: string]: ConfigValue | undefined } | Code;

/** A single-quoted TypeScript string. */
export const tsString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;

const tsKey = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : tsString(key));

/** `value` as a TypeScript expression, indented for the line it starts on; short arrays and objects stay on one line. */
export function toSource(value: ConfigValue, indent = ''): string {
  if (value instanceof Code) return value.code;
  if (typeof value === 'string') return tsString(value);
  if (typeof value !== 'object' || value === null) return String(value);
  const inner = `${indent}  `;
  const parts = Array.isArray(value)
    ? value.map((v) => toSource(v, inner))
    : Object.entries(value)
        .filter((entry): entry is [string, ConfigValue] => entry[1] !== undefined)
        .map(([k, v]) => `${tsKey(k)}: ${toSource(v, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{ ', ' }'];
  if (!parts.length) return Array.isArray(value) ? '[]' : '{}';
  const oneLine = `${open}${parts.join(', ')}${close}`;
  if (oneLine.length <= 100 && !oneLine.includes('\n')) return oneLine;
  return `${open.trim()}\n${parts.map((p) => `${inner}${p},`).join('\n')}\n${indent}${close.trim()}`;
}
