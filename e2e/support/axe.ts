import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blockingImpacts = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is and returns its serious and critical WCAG 2.1 AA violations,
 * one readable line per offending element, so a failure says what to fix and where.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `[${violation.impact}] ${violation.id}: ${violation.help} — ${node.target.join(' ')}\n    ${node.failureSummary ?? ''}`,
      ),
    );
}
