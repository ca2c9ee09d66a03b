// Test harness: a real API on an ephemeral port, real users and ID tokens from the Auth emulator.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { products, users } from '../src/db/schema';
import { bumpCatalogVersion } from '../src/lib/cache';
import { fold } from '@app/shared/text/fold';

export const EMULATOR = 'http://127.0.0.1:9099';

export interface Answer {
  status: number;
  body: { result?: unknown; error?: { status: string; message: string; details?: unknown } };
  headers: Headers;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  token: string;
}

export type Persona = 'buyer' | 'creator' | 'admin';

export interface Harness {
  app: App;
  url: string;
  config: Config;
  call: (name: string, data: unknown, token?: string) => Promise<Answer>;
  post: (
    pathname: string,
    init: { body?: string; headers?: Record<string, string>; method?: string },
  ) => Promise<Answer>;
  user: (persona?: Persona) => Promise<TestUser>;
  addProduct: (creatorId: string, overrides?: Partial<typeof products.$inferInsert>) => Promise<string>;
  close: () => Promise<void>;
}

export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

export async function startApi(overrides: Partial<Config> = {}): Promise<Harness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config = loadConfig(process.env, {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    logLevel: 'silent',
    seedOnStart: true,
    // Drawing the seed's pictures takes seconds; seed/media.test.ts draws them where they are the subject.
    seedMedia: false,
    rateLimit: { windowMs: 60_000, perIp: 0, perUser: 0 },
    // The tests run the scheduled check themselves, at the instant they choose.
    reconciliationCheckEveryMs: 0,
    notificationSweepEveryMs: 0,
    // And deliver the outbox themselves, to a mail server of their own (test/mail.ts).
    mail: { ...loadConfig(process.env).mail, pollMs: 0 },
    ...overrides,
  });
  const app = await createApp(config);
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;

  async function post(
    pathname: string,
    init: { body?: string; headers?: Record<string, string>; method?: string },
  ): Promise<Answer> {
    const response = await fetch(`${url}${pathname}`, {
      method: init.method ?? 'POST',
      headers: init.headers,
      body: init.body,
    });
    const text = await response.text();
    let body: Answer['body'] = {};
    try {
      body = text ? (JSON.parse(text) as Answer['body']) : {};
    } catch {
      body = {};
    }
    return { status: response.status, body, headers: response.headers };
  }

  async function call(name: string, data: unknown, token?: string): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    return post(`/${config.projectId}/asia-southeast1/${name}`, { headers, body: JSON.stringify({ data }) });
  }

  async function user(persona: Persona = 'buyer'): Promise<TestUser> {
    const email = `${persona}-${randomUUID().slice(0, 12)}@test.example.com`;
    const password = 'test-password-123';
    const created = await app.identity.auth.createUser({ email, password, displayName: `Người dùng ${persona}` });
    await app.database.db
      .insert(users)
      .values({
        uid: created.uid,
        email,
        displayName: `Người dùng ${persona}`,
        roles: persona === 'buyer' ? [] : [persona],
        affiliateCode: randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase(),
      })
      .onConflictDoNothing();
    return { uid: created.uid, email, password, token: await signIn(email, password) };
  }

  async function addProduct(creatorId: string, overrides: Partial<typeof products.$inferInsert> = {}): Promise<string> {
    const id = `test-${randomUUID().slice(0, 8)}`;
    const title = overrides.title ?? `Sản phẩm thử ${id}`;
    const description = overrides.description ?? 'Mô tả sản phẩm thử nghiệm.';
    await app.database.db.insert(products).values({
      id,
      creatorId,
      title,
      description,
      searchText: fold(`${title} ${description}`),
      price: 150_000,
      categoryId: 'lap-trinh',
      subcategoryId: 'tro-ly-code',
      demoType: 'info',
      status: 'published',
      ...overrides,
    });
    // What a product-writing call does: cached catalogue answers must not hide the change.
    bumpCatalogVersion();
    return id;
  }

  return {
    app,
    url,
    config,
    call,
    post,
    user,
    addProduct,
    close: async () => {
      // Close only cuts the connections idle at that moment: one whose answer (a streamed file) was still
      // finishing becomes idle a moment later and would hold the close for the keep-alive timeout.
      const closing = app.close();
      const sweep = setInterval(() => app.server.server.closeIdleConnections(), 50);
      try {
        await closing;
      } finally {
        clearInterval(sweep);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Reads a users row (assertions on what a call wrote). */
export async function userRow(harness: Harness, uid: string) {
  const [row] = await harness.app.database.db.select().from(users).where(eq(users.uid, uid));
  return row;
}

/** Signs in as one of the seed accounts (created in the emulator if missing), e.g. 'seed-buyer'. */
export async function seedToken(harness: Harness, uid: string): Promise<string> {
  const { SEED_ACCOUNTS } = await import('../src/seed/data');
  const { seedAuthAccounts } = await import('../src/seed/seed');
  const account = SEED_ACCOUNTS.find((candidate) => candidate.uid === uid);
  if (!account) throw new Error(`no seed account ${uid}`);
  await seedAuthAccounts(harness.app.identity.auth, () => undefined);
  return signIn(account.email, account.password);
}
