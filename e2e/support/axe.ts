// axe-core run in the page: every WCAG 2.x A/AA rule (2.2 included), in the light and the dark theme.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const THEMES = ['light', 'dark'] as const;

/**
 * axe-core itself, injected once per load and run in the page for each theme. (@axe-core/playwright's
 * AxeBuilder opened a helper page for every audit: 1.2-2.3 s each against 20-60 ms for the run itself, which
 * made the accessibility suite the slowest part of CI. That helper page is for iframes, and the only one
 * our pages have is a product's embedded demo, which is someone else's page.)
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

async function violations(page: Page): Promise<AxeResults['violations']> {
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (on: Document, options: RunOptions) => Promise<AxeResults> } };
    // Frames left out: a product's embedded demo is a sandboxed page of someone else's that axe cannot enter (it
    // would wait for an answer that never comes); the frame element itself (its title) is audited.
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    });
    return result.violations;
  }, WCAG_TAGS);
}

/**
 * The page as loaded, audited in each theme, switched in place as the header's toggle does it (data-theme on
 * <html>: every colour comes from the tokens): one line per violation, `where [theme width] rule: help —
 * targets` (none when it passes).
 */
export async function auditThemes(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  const width = page.viewportSize()?.width ?? 0;
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
      found.push(`${where} [${theme} ${width}px] ${violation.id}: ${violation.help} — ${targets}`);
    }
  }
  return found;
}

/** The page as it is, audited at 1280 and 390 px in both themes; fails on any violation, then goes back to 1280 px. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const found: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    found.push(...(await auditThemes(page, where)));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(found).toEqual([]);
}
