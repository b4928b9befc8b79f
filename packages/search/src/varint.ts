// Unsigned integers packed into printable ASCII that JSON stores without escaping.
// 92 symbols: no space (the separator between lists), no `"` and no `\`. Half of them end a
// number, half continue it, so 0–45 take one character, up to 2,115 two, up to 97,335 three.

const SYMBOLS = (() => {
  let s = '';
  for (let c = 0x21; c <= 0x7e; c++) if (c !== 0x22 && c !== 0x5c) s += String.fromCharCode(c);
  return s;
})();
const BASE = SYMBOLS.length / 2; // 46
const VALUE = new Int16Array(128).fill(-1);
for (let k = 0; k < SYMBOLS.length; k++) VALUE[SYMBOLS.charCodeAt(k)] = k;

/** Appends `value` (a non-negative integer) to `out`, least significant digit first. */
export function writeVarint(out: string[], value: number): void {
  let v = value;
  while (v >= BASE) {
    out.push(SYMBOLS[BASE + (v % BASE)]!);
    v = Math.floor(v / BASE);
  }
  out.push(SYMBOLS[v]!);
}

export function encodeVarints(values: ArrayLike<number>): string {
  const out: string[] = [];
  for (let k = 0; k < values.length; k++) writeVarint(out, values[k]!);
  return out.join('');
}

/** Decodes every number in `text[start, end)`. */
export function decodeVarints(text: string, start = 0, end = text.length): number[] {
  const out: number[] = [];
  let v = 0;
  let scale = 1;
  for (let k = start; k < end; k++) {
    const d = VALUE[text.charCodeAt(k)]!;
    if (d < 0) throw new Error(`Invalid varint symbol at ${k}`);
    if (d >= BASE) {
      v += (d - BASE) * scale;
      scale *= BASE;
    } else {
      out.push(v + d * scale);
      v = 0;
      scale = 1;
    }
  }
  return out;
}
