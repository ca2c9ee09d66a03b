// One product, written one way, that never scrolls sideways: every route of the route table (plus pages with
// real data: a product, a creator, a certificate, a user) for each kind of visitor, at 1280 and 390 px. On each
// load the visible text (document.body.innerText) is read and the page's width measured:
// - words: khóa, hủy, xóa with the tone mark on the vowel the product uses (never khoá, huỷ, xoá);
// - money: '1.490.000 ₫', never 'VND';
// - dates dd/mm/yyyy and date-times 'dd/mm/yyyy HH:mm' (no 2-digit year, no time before the date, no ISO day);
// - percentages in vi-VN form with the sign right after the number ('86,67%', '10%');
// - at 390 px the document is no wider than the screen.
import { expect, test, type Page } from '@playwright/test';
import { SEED, signIn } from '../support/auth';
import { ROUTES } from '../support/product';

const WIDTHS = [1280, 390] as const;

/** Pages that show real data (dates, amounts, scores) beside the route table's placeholder ids. */
const WITH_DATA = [
  '/my/library',
  '/my/notifications',
  '/product/pong-neon',
  '/creator-profile/seed-creator',
  '/chung-nhan/CN-2026-000001',
  '/training/my-course',
  '/training/quiz/hoc-vien-creator',
  '/creator/dashboard',
  '/admin/users/seed-buyer',
  '/admin/reconciliation',
  '/admin/notifications',
];
const PATHS = [...new Set([...ROUTES.map((r) => r.path), ...WITH_DATA])];

type Visitor = 'signed out' | keyof typeof SEED;

/** What is wrong with a page's visible text; each finding quotes the text around it. */
function textProblems(text: string): string[] {
  const found: string[] = [];
  const around = (index: number, length: number) =>
    text.slice(Math.max(0, index - 25), index + length + 25).replace(/\s+/g, ' ');
  const each = (pattern: RegExp, what: string, bad: (match: RegExpExecArray) => boolean = () => true) => {
    for (const match of text.matchAll(pattern)) {
      if (bad(match)) found.push(`${what}: “${around(match.index ?? 0, match[0].length)}”`);
    }
  };
  each(/(?<!\p{L})(kho[áàảãạ]|hu[ỷỳýỹỵ]|xo[áàảãạ])(?!\p{L})/giu, 'old spelling');
  each(/(?<!\p{L})VND(?!\p{L})/gu, 'VND instead of ₫');
  // Any day/month/year: exactly dd/mm/yyyy.
  each(
    /(?<![\d/])\d{1,4}\/\d{1,2}\/\d{1,4}(?![\d/])/g,
    'date not dd/mm/yyyy',
    (m) => !/^\d{2}\/\d{2}\/\d{4}$/.test(m[0]),
  );
  each(/(?<![\d-])\d{4}-\d{2}-\d{2}(?![\d-])/g, 'ISO date');
  // A time next to a date on the same line (table cells are apart: tab, new line): after it, as 'dd/mm/yyyy HH:mm'.
  each(/\d{1,2}:\d{2}(?::\d{2})?[ \u00a0,]+\d{1,2}\/\d{1,2}/g, 'time before its date');
  each(
    /\d{2}\/\d{2}\/\d{4}[ \u00a0,–-]+(lúc )?\d{1,2}[:h]\d{2}(:\d{2})?/g,
    'date-time not dd/mm/yyyy HH:mm',
    (m) => !/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(m[0]),
  );
  // Percentages: '86,67%', never '86.67%' or '10 %'.
  each(/\d[\s\u00a0\u202f]+%/g, 'space before %');
  each(/\d\.\d{1,2}%/g, 'decimal point in a percentage');
  return found;
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Let loading states settle into the page's content (or its error/empty state).
  await page.waitForLoadState('networkidle');
}

for (const visitor of ['signed out', 'buyer', 'creator', 'admin'] as Visitor[]) {
  test(`every route writes things one way and fits a phone (${visitor}, 1280 and 390 px)`, async ({ page }) => {
    test.setTimeout(10 * 60_000);
    if (visitor !== 'signed out') await signIn(page, SEED[visitor].email, SEED[visitor].password);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      for (const path of PATHS) {
        await visit(page, path);
        const { text, scrollWidth } = await page.evaluate(() => ({
          text: document.body.innerText,
          scrollWidth: document.documentElement.scrollWidth,
        }));
        for (const problem of textProblems(text)) problems.push(`${path} @${width}: ${problem}`);
        if (width === 390 && scrollWidth > 390) problems.push(`${path} @390: the page is ${scrollWidth} px wide`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
}
