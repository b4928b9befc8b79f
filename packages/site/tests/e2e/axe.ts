import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import type { AxeResults, Result, RunOptions } from 'axe-core';

// axe-core in the page under test: its browser bundle is injected as text, then `axe.run` is called there.
const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices (landmarks, headings, region). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The storage key under which the theme keeps the visitor's appearance (lib/appearance.ts). */
export const APPEARANCE_KEY = 'rsdocs-appearance';

/** Make every page of `context` start in `appearance`, the way a returning visitor's stored choice does. */
export async function presetAppearance(context: BrowserContext, appearance: 'light' | 'dark'): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // storage refused: the test then sees the wrong appearance and says so
      }
    },
    [APPEARANCE_KEY, appearance] as const,
  );
}

/** Run axe on the page (or inside `include`, a selector) and return its results. */
export async function runAxe(page: Page, include?: string, extra: RunOptions = {}): Promise<AxeResults> {
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  // Evaluated through the debugging protocol rather than a <script> tag, so the page is audited under its own
  // Content-Security-Policy (the Rslib site's allows no inline script but its own).
  if (!injected) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'], ...extra };
  return page.evaluate(
    ({ context, options }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      return axe.run(context ?? document, options);
    },
    { context: include ?? null, options },
  );
}

/** One line per violation and up to five offending nodes under it, with their selectors and axe's summary. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`);
      const more = v.nodes.length > 5 ? [`    …and ${v.nodes.length - 5} more`] : [];
      return [`  ${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node(s)`, ...nodes, ...more].join('\n');
    })
    .join('\n');
}

/** Fail with a readable list when the page has a violation of any level: critical, serious, moderate or minor. */
export function assertNoViolations(results: AxeResults, where: string): void {
  const bad = results.violations;
  if (bad.length > 0) throw new Error(`axe: ${bad.length} violation(s) on ${where}:\n${describeViolations(bad)}`);
}
