// Accessibility checked continuously. axe-core runs on every route of docs/product.md §2 for each kind
// of visitor (signed out, buyer, creator, admin), in the light and the dark theme, at desktop (1280 px) and
// phone (390 px) width, and fails on any WCAG 2.x A/AA violation (2.2 included).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { SEED, signIn } from '../support/auth';
import { ROUTES } from '../support/product';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [1280, 390] as const;
/** The route table, plus a real product (pictures, price, actions) beside the not-found one. */
const PATHS = [...new Set([...ROUTES.map((r) => r.path), '/product/pong-neon'])];

type Visitor = 'signed out' | keyof typeof SEED;

/**
 * axe-core itself, injected once per load and run in the page for each theme. (@axe-core/playwright's
 * AxeBuilder opened a helper page for every audit: 1.2-2.3 s each against 20-60 ms for the run itself, which
 * made this suite the slowest part of CI. Our pages have no iframes, which is what that helper page is for.)
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

async function violations(page: Page): Promise<AxeResults['violations']> {
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (on: Document, options: RunOptions) => Promise<AxeResults> } };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations;
  }, WCAG_TAGS);
}

/**
 * One load per route at each width; the theme is switched in place as the header's toggle does it
 * (data-theme on <html>: every colour comes from the tokens), so each route costs one load and four audits.
 */
async function audit(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    for (const path of PATHS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Let loading states settle into the page's content (or its error/empty state).
      await page.waitForLoadState('networkidle');
      await page.evaluate(AXE_SOURCE);
      for (const theme of THEMES) {
        await page.evaluate((t) => {
          document.documentElement.dataset.theme = t;
          document.documentElement.style.colorScheme = t;
        }, theme);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        // Colours are audited once the theme's transitions have ended, not halfway.
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
        for (const violation of await violations(page)) {
          const targets = violation.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ');
          found.push(`${path} [${theme} ${width}px] ${violation.id}: ${violation.help} — ${targets}`);
        }
      }
    }
  }
  return found;
}

for (const visitor of ['signed out', 'buyer', 'creator', 'admin'] as Visitor[]) {
  test(`no WCAG A/AA violation on any route (${visitor}, light and dark, 1280 and 390 px)`, async ({ page }) => {
    // About 3 min on 2 cores (42 loads, 84 audits): room for a busy CI machine.
    test.setTimeout(8 * 60_000);
    if (visitor !== 'signed out') await signIn(page, SEED[visitor].email, SEED[visitor].password);
    const violations = await audit(page);
    expect(violations).toEqual([]);
  });
}
