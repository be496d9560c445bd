import type { Page } from '@playwright/test';
import axe from 'axe-core';

interface AxeResults {
  violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
}

/** axe-core's WCAG 2 A and AA violations on the page as it is now, each as "rule: help (where)". */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the shop's CSP (rightly) does not allow a script tag to do.
  await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(options: object): Promise<AxeResults> } }).axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } }),
  );
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
