import { joinCodeLines, normalizeCodeText } from '../../lib/code-text';

/** The text a reader expects from a rendered code block: Shiki `.line` spans joined by newlines, else plain text. */
export function readCodeText(root: Element): string {
  const code = root.querySelector('code') ?? root.querySelector('pre') ?? root;
  const lines = code.querySelectorAll('.line');
  if (lines.length > 0) return joinCodeLines(Array.from(lines, (line) => line.textContent ?? ''));
  return normalizeCodeText(code.textContent ?? '');
}

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const previous = document.activeElement as HTMLElement | null;
  area.focus({ preventScroll: true });
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  previous?.focus?.();
  return ok;
}

/** Copy text with the async Clipboard API, falling back to a hidden textarea and `execCommand('copy')`. */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission denied or insecure context: try the old way.
    }
  }
  return copyWithTextarea(text);
}
