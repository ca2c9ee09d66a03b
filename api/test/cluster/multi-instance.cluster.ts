// Three API processes on one PostgreSQL database and the machine's Redis, behind HAProxy, behave
// as one. `npm run test:cluster -w @app/api` (needs PostgreSQL on 5432, Redis on 6379, `haproxy`, and the
// Auth emulator, which global setup starts when it is not running). Fails, never skips, when any is missing.
//
// Clients are told apart by their source address (127.0.0.x on the loopback): each test has its own, so
// each has its own per-IP budget, and the balancer forwards that address in X-Forwarded-For.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { bankTransfers, ledgerEntries, libraryItems, mailOutbox, products, orders, users } from '../../src/db/schema';
import type { Tx } from '../../src/db/client';
import { notify } from '../../src/domain/notifications/notify';
import { startCluster, type Cluster } from '../../scripts/cluster';
import { EMULATOR, signIn } from '../harness';
import { startMailServer, type MailServer } from '../mail';

const WEBHOOK_KEY = `cluster-webhook-${randomUUID()}`;
const PER_IP = 40;
const PER_USER = 10;

let cluster: Cluster;
let smtp: MailServer;
let sql: postgres.Sql;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  const started = Date.now();
  // The instances' e-mail goes to a real SMTP server in this process; each worker polls often.
  smtp = await startMailServer();
  cluster = await startCluster(3, {
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: '100',
    RATE_LIMIT_WINDOW_MS: '60000',
    RATE_LIMIT_PER_IP: String(PER_IP),
    RATE_LIMIT_PER_USER: String(PER_USER),
    // Long enough that only an invalidation can explain a fresh answer within a second.
    CATALOG_CACHE_TTL_MS: '60000',
    BANK_WEBHOOK_API_KEY: WEBHOOK_KEY,
  });
  sql = postgres(cluster.databaseUrl, { max: 2, onnotice: () => undefined });
  db = drizzle(sql);
  console.log(`[cluster] 3 instances and haproxy up in ${Date.now() - started} ms`);
}, 180_000);

afterAll(async () => {
  await sql?.end();
  await cluster?.stop();
  await smtp?.close();
});

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { result?: unknown; error?: { status: string; message: string }; success?: boolean };
}

/** One request on a new connection from `from` (a loopback address), so the balancer sees that client. */
function request(
  base: string,
  pathname: string,
  options: { from: string; body: unknown; headers?: Record<string, string> },
): Promise<Reply> {
  const payload = JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${pathname}`,
      {
        method: 'POST',
        agent: false,
        localAddress: options.from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : {} });
          } catch (error) {
            reject(new Error(`not JSON (${res.statusCode}): ${text.slice(0, 200)}`, { cause: error }));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function call(
  base: string,
  name: string,
  data: unknown,
  from: string,
  token?: string,
  headers: Record<string, string> = {},
) {
  return request(base, `/demo-marketplace/asia-southeast1/${name}`, {
    from,
    body: { data },
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
  });
}

async function result<T>(reply: Promise<Reply>): Promise<T> {
  const answer = await reply;
  if (answer.status !== 200) throw new Error(`call failed (${answer.status}): ${JSON.stringify(answer.body)}`);
  return answer.body.result as T;
}

/** A new account in the Auth emulator; its users row is created by its first call. */
async function newUser(): Promise<string> {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `cluster-${randomUUID().slice(0, 12)}@test.example.com`,
      password: 'cluster-password-1',
      returnSecureToken: true,
    }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

const servedBy = (replies: Reply[]) => new Set(replies.map((reply) => String(reply.headers['x-served-by'])));
const answered = (replies: Reply[], status: number) => replies.filter((reply) => reply.status === status).length;

describe('three API processes behind one load balancer', () => {
  it('20 concurrent duplicate bank webhooks spread over the 3 grant once: one grant, one sale, one transfer row', async () => {
    const from = '127.0.0.2';
    const buyer = await newUser();
    await result(call(cluster.url, 'getUserProfile', null, from, buyer));
    const { transactionId: orderId } = await result<{ transactionId: string }>(
      call(cluster.url, 'createProductOrder', { productId: 'pong-neon' }, from, buyer),
    );
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const providerId = Math.floor(Math.random() * 1e9);
    const transfer = {
      id: providerId,
      gateway: 'Vietcombank',
      transactionDate: '2026-11-21 10:00:00',
      accountNumber: '1234567890',
      content: `TT ${orderId}`,
      transferType: 'in',
      transferAmount: order.price,
      referenceCode: `FT${providerId}`,
    };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(cluster.url, '/webhooks/bank-transfer', {
          from,
          body: transfer,
          headers: { authorization: `Apikey ${WEBHOOK_KEY}` },
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    expect(servedBy(replies)).toEqual(new Set(['api1', 'api2', 'api3']));

    const grants = await db.select().from(libraryItems).where(eq(libraryItems.orderId, orderId));
    const sales = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'sale')));
    const rows = await db
      .select()
      .from(bankTransfers)
      .where(and(eq(bankTransfers.provider, 'sepay'), eq(bankTransfers.providerId, String(providerId))));
    expect(grants).toHaveLength(1);
    expect(sales).toHaveLength(1);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('matched');
    const [paid] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid.status).toBe('paid');
  });

  it('one per-IP limit across the 3 instances: exactly the limit of 2×limit requests get through', async () => {
    const from = '127.0.0.3';
    const replies: Reply[] = [];
    // In waves of 8, each request with a made-up X-Forwarded-For: the balancer appends the real address,
    // and the instances trust exactly one hop, so the client cannot buy itself a fresh bucket.
    for (let wave = 0; wave < (2 * PER_IP) / 8; wave += 1) {
      replies.push(
        ...(await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            call(cluster.url, 'listCategories', null, from, undefined, {
              'x-forwarded-for': `198.51.100.${wave * 8 + i}`,
            }),
          ),
        )),
      );
    }
    expect(servedBy(replies)).toEqual(new Set(['api1', 'api2', 'api3']));
    expect(answered(replies, 200)).toBe(PER_IP);
    expect(answered(replies, 429)).toBe(PER_IP);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(servedBy(refused)).toEqual(new Set(['api1', 'api2', 'api3']));
    for (const reply of refused) {
      expect(reply.body.error?.status).toBe('RESOURCE_EXHAUSTED');
      expect(Number(reply.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(reply.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another client address is not affected.
    expect((await call(cluster.url, 'listCategories', null, '127.0.0.6')).status).toBe(200);
  });

  it('one per-user limit across the 3 instances', async () => {
    const from = '127.0.0.4';
    const token = await newUser();
    const replies = await Promise.all(
      Array.from({ length: PER_USER + 15 }, () => call(cluster.url, 'getUserProfile', null, from, token)),
    );
    expect(servedBy(replies)).toEqual(new Set(['api1', 'api2', 'api3']));
    expect(answered(replies, 200)).toBe(PER_USER);
    expect(answered(replies, 429)).toBe(15);
  });

  it('a product saved through one instance is fresh on every instance within a second', async () => {
    const from = '127.0.0.5';
    const creator = await signIn('creator@example.com', 'creator123456');
    type Product = {
      id: string;
      title: string;
      description: string;
      price: number;
      categoryId: string;
      subcategoryId: string | null;
      demoType: string;
      demoUrl: string | null;
      appUrl: string | null;
      commissionRate: number;
      status: string;
      pendingChanges: unknown;
    };
    const mine = await result<Product[]>(call(cluster.url, 'listMyProducts', null, from, creator));
    const product = mine.find((item) => item.status === 'published' && !item.pendingChanges);
    if (!product) throw new Error('the seed creator has no published product');
    const listInput = { categoryId: product.categoryId, pageSize: 50 };

    /** What one instance answers now: the product's description in getProduct and in listProducts. */
    async function seen(base: string): Promise<{ one: string; list: string | undefined }> {
      const one = await result<Product>(call(base, 'getProduct', { productId: product?.id }, from));
      const list = await result<{ items: Product[] }>(call(base, 'listProducts', listInput, from));
      return { one: one.description, list: list.items.find((item) => item.id === product?.id)?.description };
    }

    const before = { one: product.description, list: product.description };
    for (const instance of cluster.instances) expect(await seen(instance.url)).toEqual(before);
    // The caches are warm and long-lived: a change behind the API's back (no invalidation) stays unseen.
    await db.update(products).set({ description: 'Đổi thẳng trong cơ sở dữ liệu.' }).where(eq(products.id, product.id));
    for (const instance of cluster.instances) expect(await seen(instance.url)).toEqual(before);

    const description = `Mô tả mới ${randomUUID()}`;
    const [writer, ...others] = cluster.instances;
    await result(
      call(
        writer.url,
        'saveProduct',
        {
          productId: product.id,
          title: product.title,
          description,
          price: product.price,
          categoryId: product.categoryId,
          subcategoryId: product.subcategoryId,
          demoType: product.demoType,
          demoUrl: product.demoUrl,
          appUrl: product.appUrl,
          commissionRate: product.commissionRate,
        },
        from,
        creator,
      ),
    );
    const saved = Date.now();
    const fresh = { one: description, list: description };
    expect(await seen(writer.url)).toEqual(fresh);
    const delays = await Promise.all(
      others.map(async (instance) => {
        for (;;) {
          const now = await result<Product>(call(instance.url, 'getProduct', { productId: product.id }, from));
          if (now.description === description) return Date.now() - saved;
          if (Date.now() - saved > 1_000) throw new Error(`${instance.name} still serves the old product after 1 s`);
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
      }),
    );
    console.log(`[cluster] other instances fresh ${delays.join(' ms, ')} ms after the save`);
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(1_000);
    for (const instance of others) expect(await seen(instance.url)).toEqual(fresh);
  });

  it('the 3 outbox workers send each of 60 queued e-mails exactly once', async () => {
    const tag = randomUUID().slice(0, 8);
    const people = Array.from({ length: 60 }, (_, index) => ({
      uid: `cluster-mail-${tag}-${index}`,
      email: `cluster-mail-${tag}-${index}@test.example.com`,
      affiliateCode: `CM${tag}${index}`.toUpperCase().slice(0, 16),
    }));
    await db.insert(users).values(people);
    // Queued in one transaction, so all 60 become due at once and the three workers race for them.
    await db.transaction(async (tx) => {
      for (const [index, person] of people.entries()) {
        await notify(tx as unknown as Tx, {
          kind: 'orderCanceled',
          userId: person.uid,
          eventKey: `cluster:${tag}:${index}`,
          facts: { orderId: `CLUSTER${index}`, title: `Mục ${index}`, amount: 10_000, itemKind: 'product' },
        });
      }
    });
    const addresses = people.map((person) => person.email);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const rows = await db
        .select({ state: mailOutbox.state })
        .from(mailOutbox)
        .where(inArray(mailOutbox.toAddress, addresses));
      if (rows.length === 60 && rows.every((row) => row.state === 'sent')) break;
      if (Date.now() > deadline)
        throw new Error(`not all sent after 30 s: ${JSON.stringify(rows.map((r) => r.state))}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // A little longer, so a second send by another instance would have arrived too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
  });
});
