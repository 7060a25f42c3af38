import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** One serious or critical axe-core violation on one screen, as a person fixing it needs to read it. */
export interface Violation {
  screen: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * Runs axe-core (every rule it runs by default, WCAG 2.x A and AA among them) on the page as it is now and
 * answers the serious and critical violations. axe's own source is injected from the npm package: nothing is
 * fetched at run time.
 */
export async function seriousViolations(page: Page, screen: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const found = await page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact: impact ?? 'unknown',
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  });
  return found
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact))
    .map((violation) => ({ screen, ...violation }));
}

/** One line per violation and one per element it was found on; empty when there is none. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .map(({ screen, id, impact, help, targets }) =>
      [`${screen}: ${id} (${impact}) ${help}`, ...targets.map((target) => `    ${target}`)].join('\n'),
    )
    .join('\n');
}
