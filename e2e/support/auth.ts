// Signs in through the real /auth form (the form contract: inputs labelled 'Email' and 'Mật khẩu', submit
// button 'Đăng nhập'). Resolves once the header shows the signed-in user menu, i.e. the session has loaded
// the profile. Journeys of every area import it.
import { expect, type Page } from '@playwright/test';

export const SEED = {
  admin: { email: 'admin@example.com', password: 'admin123456' },
  creator: { email: 'creator@example.com', password: 'creator123456' },
  buyer: { email: 'buyer@example.com', password: 'buyer123456' },
} as const;

/** Opens /auth (with `redirect` when given), signs in and waits until the session is signed in. */
export async function signIn(page: Page, email: string, password: string, redirect?: string): Promise<void> {
  const url = redirect ? `/auth?redirect=${encodeURIComponent(redirect)}` : '/auth';
  if (!page.url().includes('/auth')) await page.goto(url);
  const form = page.locator('form[data-form="sign-in"]');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth(\?|$)/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Mở menu tài khoản' })).toBeVisible({ timeout: 15_000 });
}
