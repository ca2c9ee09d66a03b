// `npm run simulate:transfer -w @app/api -- <transactionId> [amount]`: sends the running API (local only)
// the webhook a bank would send for a transfer with the note `TT {transactionId}`. Without an amount, the
// order's price is read with getTransaction as the seed admin (Auth emulator), so the transfer pays it.
import { randomInt } from 'node:crypto';
import { DEV_WEBHOOK_KEY } from '../src/config';
import { adminToken } from './seed-admin';

const API_URL = process.env.API_URL || 'http://127.0.0.1:5001';
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || 'demo-marketplace';
const KEY = process.env.BANK_WEBHOOK_API_KEY || DEV_WEBHOOK_KEY;

async function priceOf(transactionId: string): Promise<{ price: number; accountNumber: string }> {
  const response = await fetch(`${API_URL}/${PROJECT_ID}/asia-southeast1/getTransaction`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({ data: { transactionId } }),
  });
  const body = (await response.json()) as {
    result?: { price: number; payee: { accountNumber: string } };
    error?: { message: string };
  };
  if (!body.result) throw new Error(body.error?.message ?? `getTransaction answered ${response.status}`);
  return { price: body.result.price, accountNumber: body.result.payee.accountNumber };
}

async function main(): Promise<void> {
  const [transactionId, amountArg] = process.argv.slice(2);
  if (!transactionId) {
    console.error('Usage: npm run simulate:transfer -w @app/api -- <transactionId> [amount]');
    process.exit(2);
  }
  const order = await priceOf(transactionId);
  const amount = amountArg === undefined ? order.price : Number(amountArg);
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`invalid amount "${amountArg}"`);
  const body = {
    id: randomInt(1, 2 ** 31),
    gateway: 'Vietcombank',
    transactionDate: new Date().toISOString().slice(0, 19).replace('T', ' '),
    accountNumber: order.accountNumber,
    content: `TT ${transactionId}`,
    transferType: 'in',
    transferAmount: amount,
    referenceCode: `SIM${Date.now()}`,
  };
  const response = await fetch(`${API_URL}/webhooks/bank-transfer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Apikey ${KEY}` },
    body: JSON.stringify(body),
  });
  console.log(`${response.status} ${await response.text()}`);
  if (!response.ok) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
