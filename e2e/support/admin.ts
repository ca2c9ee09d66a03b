// What the admin journeys share: a published product to sell, amounts as the pages write them, a second
// signed-in browser, an admin's decision through its dialog, and the audit log filtered to one object.
import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { call, type Account } from './api';
import { signIn } from './auth';
import { submittedProduct } from './creators';

export const unique = () => randomUUID().slice(0, 6);

/** An amount as the pages write it (vi-VN, then ₫), the space before ₫ compared loosely. */
export const vnd = (amount: number) =>
  new RegExp(new Intl.NumberFormat('vi-VN').format(amount).replace(/\./g, '\\.') + '\\s₫');

/** A product of `creator` in the first category, submitted for review; published too unless `publish` is false. */
export async function productOf(creator: Account, title: string, price: number, publish = true): Promise<string> {
  const categories = await call<{ id: string }[]>('listCategories', null);
  const product = { title, description: `Mô tả của ${title}.`, price, categoryId: categories[0]?.id };
  return submittedProduct(creator, product, publish);
}

/** A page of its own (cookies, storage) signed in as `account`, opened at `path`. */
export async function signedIn(browser: Browser, account: Account, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account.email, account.password, path);
  return page;
}

/** The open dialog named `dialogName`: fills its labelled fields and confirms, then it closes. */
export async function decide(page: Page, dialogName: RegExp, fields: [RegExp, string][], confirm: RegExp) {
  const dialog = page.getByRole('dialog', { name: dialogName }).or(page.getByRole('alertdialog', { name: dialogName }));
  await expect(dialog).toBeVisible();
  for (const [label, value] of fields) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

/** The audit log, filtered to one object, shows the action with its reason. */
export async function expectAudited(page: Page, objectId: string, action: string, reason?: string) {
  await page.goto(`/admin/audit?object=${encodeURIComponent(objectId)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nhật ký quản trị' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: action });
  await expect(row.first()).toBeVisible();
  if (reason) await expect(row.first()).toContainText(reason);
}
