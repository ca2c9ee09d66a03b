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

export const EMULATOR = 'http://127.0.0.1:9099';
export const PROJECT_ID = 'demo-marketplace';

/** A fresh account straight in the Auth emulator (the API creates its users row on first sight). */
export async function createUser(prefix = 'e2e'): Promise<{ email: string; password: string; uid: string }> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'matkhau-e2e-123';
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { localId?: string };
  if (!body.localId) throw new Error(`could not create ${email}: ${JSON.stringify(body)}`);
  return { email, password, uid: body.localId };
}

/** Signs out through the header menu and waits for the login button. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Mở menu tài khoản' }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page.getByRole('link', { name: 'Đăng nhập', exact: true })).toBeVisible();
}
