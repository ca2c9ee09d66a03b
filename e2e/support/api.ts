// Talks to the real API and Auth emulator the way a client would, for journeys that need an account or an
// order made before the page under test opens. Nothing here reaches into the database.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { ROOT, services } from './stack';

export const API = `http://127.0.0.1:${services.api}`;
const EMULATOR = `http://127.0.0.1:${services.authEmulator}`;
const PROJECT = 'demo-marketplace';

export type Account = { email: string; password: string };

/** A fresh buyer each run (the seed buyer may already own things when an API is reused between runs). */
export async function newBuyer(displayName = 'Người mua E2E'): Promise<Account> {
  const account = { email: `mua-${randomUUID().slice(0, 8)}@e2e.example.com`, password: 'mat-khau-e2e-123' };
  const response = await fetch(`${API}/${PROJECT}/asia-southeast1/registerUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { ...account, displayName } }),
  });
  expect(response.status).toBe(200);
  return account;
}

export async function idToken(account: Account): Promise<string> {
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  return ((await response.json()) as { idToken: string }).idToken;
}

/** Calls one callable as `account` (or anonymously) and returns its `result`; fails the test on an error. */
export async function call<T>(name: string, data: unknown, account?: Account): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (account) headers.authorization = `Bearer ${await idToken(account)}`;
  const response = await fetch(`${API}/${PROJECT}/asia-southeast1/${name}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: unknown };
  if (!response.ok) throw new Error(`${name}: ${response.status} ${JSON.stringify(body.error)}`);
  return body.result as T;
}

export async function orderAs(account: Account, productId: string): Promise<string> {
  return (await call<{ transactionId: string }>('createProductOrder', { productId }, account)).transactionId;
}

/** The bank's webhook, as `npm run simulate:transfer` sends it for the order's amount and note. */
export async function simulateTransfer(transactionId: string): Promise<void> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '-s', 'simulate:transfer', '-w', '@app/api', '--', transactionId],
    { cwd: ROOT },
  );
  expect(stdout).toContain('{"success":true}');
}

/**
 * A bank transfer whose note names no order (the buyer forgot `TT {id}`): the webhook keeps it unmatched,
 * for the admin queue. Sent the way the bank does, with the local webhook key.
 */
export async function sendUnmatchedTransfer(amount: number, content: string, payeeAccount: string): Promise<void> {
  const response = await fetch(`${API}/webhooks/bank-transfer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Apikey dev-bank-webhook-key' },
    body: JSON.stringify({
      id: `E2E${randomUUID().replace(/-/g, '').slice(0, 16)}`,
      gateway: 'Vietcombank',
      transactionDate: new Date().toISOString().slice(0, 19).replace('T', ' '),
      accountNumber: payeeAccount,
      content,
      transferType: 'in',
      transferAmount: amount,
      referenceCode: null,
    }),
  });
  expect(response.status).toBe(200);
}

/** Moves the API's clock forward (POST /__test__/clock, registered in local mode only); its `now` after. */
export async function advanceApiClock(ms: number): Promise<Date> {
  const response = await fetch(`${API}/__test__/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
  expect(response.status).toBe(200);
  return new Date(((await response.json()) as { now: string }).now);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Past a sale's hold (7 days): the API's test clock moves 8. */
export const passTheHold = () => advanceApiClock(8 * DAY_MS);

/** Adds a bank account to `account`'s payment methods (where payouts and refunds go); resolves to its id. */
export async function addBankAccount(
  account: Account,
  bank: { bankName: string; accountNumber: string; accountHolder: string },
): Promise<string> {
  return (await call<{ id: string }>('addPaymentMethod', bank, account)).id;
}
