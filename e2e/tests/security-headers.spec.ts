// The front-end origins send browser security headers, the product works under its own strict
// Content-Security-Policy (any violation on any route fails), and a malformed request never stops a server.
import { expect, test, type Page } from '@playwright/test';
import { SEED, signIn } from '../support/auth';
import { origin, ROUTES } from '../support/product';
import { apps } from '../support/stack';

/** Collects CSP violations of the page (from the DOM event, so none is missed while the page runs). */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('every front-end origin sends the security headers; pages carry a strict CSP', async () => {
  for (const app of apps) {
    const response = await fetch(`${origin(app.name)}/`);
    expect(response.status, app.dir).toBe(200);
    const headers = response.headers;
    expect(headers.get('x-content-type-options'), app.dir).toBe('nosniff');
    expect(headers.get('referrer-policy'), app.dir).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options'), app.dir).toBe('DENY');
    expect(headers.get('permissions-policy'), app.dir).toContain('camera=()');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp, app.dir).toContain("frame-ancestors 'none'");
    expect(csp, app.dir).toContain("object-src 'none'");
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, app.dir).not.toContain('unsafe-inline');
    expect(scriptSrc, app.dir).not.toContain('unsafe-eval');
    expect(scriptSrc, app.dir).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  }
});

test('a malformed URL answers 400 and the server keeps serving', async () => {
  for (const bad of ['/%E0%A4%A', '/a%00b', '/%']) {
    const response = await fetch(`${origin('shell')}${bad}`);
    expect(response.status, bad).toBe(400);
  }
  expect((await fetch(`${origin('shell')}/`)).status).toBe(200);
});

test('no route of the product violates its Content-Security-Policy (signed out)', async ({ page }) => {
  test.setTimeout(120_000); // every route, one after another
  const violations = await recordViolations(page);
  for (const route of ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.h1, exact: true })).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('no route of the product violates its Content-Security-Policy (signed in as admin)', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await recordViolations(page);
  await signIn(page, SEED.admin.email, SEED.admin.password);
  for (const route of ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // A page with pictures and a drawn QR code, and the demo dialog's canvas.
  await page.goto('/product/pong-neon');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
