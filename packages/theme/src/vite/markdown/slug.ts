/**
 * Heading ids: lower case, whitespace to '-', punctuation dropped, letters of any script (Chinese included) kept.
 * `Use Typescript` → `use-typescript`, `lib.autoExternal` → `libautoexternal`, `配置 Rslib` → `配置-rslib`.
 */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\u2000-\u206F\u2E00-\u2E7F\\'!"#$%&()*+,./:;<=>?@[\]^`{|}~\u3000-\u303F\uFF00-\uFF0F\uFF1A-\uFF20]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out unique ids within one page: a repeated slug gets `-1`, `-2`… */
export function createSlugger(): (text: string, explicit?: string) => string {
  const seen = new Map<string, number>();
  return (text, explicit) => {
    const base = explicit ?? (slugify(text) || 'section');
    let id = base;
    // Skip numbers another heading already took as its own slug (`A`, `A 1`, `A` → a, a-1, a-2).
    while (seen.has(id)) {
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      id = `${base}-${n}`;
    }
    seen.set(id, 0);
    return id;
  };
}
