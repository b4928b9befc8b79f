import axe from 'axe-core';

/** Run axe on a rendered container; return only serious and critical violations, described for the failure message. */
export async function seriousAxeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    rules: {
      // jsdom does not compute layout or colours; these rules cannot be judged here.
      'color-contrast': { enabled: false },
      region: { enabled: false },
    },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
