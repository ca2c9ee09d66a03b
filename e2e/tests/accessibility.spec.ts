// Accessibility checked continuously. axe-core runs on every route of docs/product.md §2 for each kind
// of visitor (signed out, buyer, creator, admin), in the light and the dark theme, at desktop (1280 px) and
// phone (390 px) width, and fails on any WCAG 2.x A/AA violation (2.2 included).
import { expect, test, type Page } from '@playwright/test';
import { SEED, signIn } from '../support/auth';
import { auditThemes } from '../support/axe';
import { ROUTES } from '../support/product';

const WIDTHS = [1280, 390] as const;
/** The route table, plus a real product (pictures, price, actions) beside the not-found one. */
const PATHS = [...new Set([...ROUTES.map((r) => r.path), '/product/pong-neon'])];

type Visitor = 'signed out' | keyof typeof SEED;

/** One load per route at each width, audited in both themes: each route costs one load and four audits. */
async function audit(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    for (const path of PATHS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Let loading states settle into the page's content (or its error/empty state).
      await page.waitForLoadState('networkidle');
      found.push(...(await auditThemes(page, path)));
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
