import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type Violation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

/**
 * Runs axe-core in the page (or only in the parts named by CSS selectors) and keeps the findings
 * that block people, serious and critical, each with its rule, its help and where it is.
 */
export async function seriousViolations(page: Page, selectors?: string[]): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async (include) => {
    const axe = (
      window as unknown as {
        axe: { run(context: object, options: object): Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const context = include ? { include: include.map((selector) => [selector]) } : document;
    return (await axe.run(context, { resultTypes: ['violations'] })).violations;
  }, selectors ?? null);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary}` : ''}`)
          .join(', ')}`,
    );
}
