// listSitemapEntries: every listed product and every public creator, in keyset pages by id, with when each
// page last changed; nothing a visitor could not open (drafts, pending products, suspended creators, buyers).
import { asc, eq, sql } from 'drizzle-orm';
import type { SitemapEntry } from '@app/shared/contracts/sitemap';
import { products, users } from '../../db/schema';
import { useApi } from '../../../test/suite';

// The walk is compared with the whole table: no other test file may write to this database meanwhile.
const api = useApi({}, { ownDatabase: true });

type Page = { items: SitemapEntry[]; next: string | null };

async function page(input: unknown): Promise<Page> {
  const answer = await api.call('listSitemapEntries', input);
  expect(answer.status).toBe(200);
  return answer.body.result as Page;
}

/** Every page of `kind`, `limit` at a time, following each answer's cursor. */
async function walk(kind: 'products' | 'creators', limit: number): Promise<{ items: SitemapEntry[]; pages: number }> {
  const items: SitemapEntry[] = [];
  let after: string | undefined;
  let pages = 0;
  for (;;) {
    const answer = await page(after === undefined ? { kind, limit } : { kind, limit, after });
    pages += 1;
    expect(answer.items.length).toBeLessThanOrEqual(limit);
    items.push(...answer.items);
    if (answer.next === null) return { items, pages };
    expect(answer.next).toBe(answer.items[answer.items.length - 1].id);
    after = answer.next;
  }
}

describe('listSitemapEntries', () => {
  it('walks every listed product once, in id order, whatever the page size', async () => {
    const creator = await api.user('creator');
    const hidden = [
      await api.addProduct(creator.uid, { status: 'draft' }),
      await api.addProduct(creator.uid, { status: 'pending' }),
      await api.addProduct(creator.uid, { status: 'archived' }),
      await api.addProduct(creator.uid, { creatorSuspended: true }),
    ];
    const shown = await api.addProduct(creator.uid);
    const expected = await api.app.database.db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(sql`${products.status} = 'published' and not ${products.creatorSuspended}`)
      .orderBy(asc(products.id));

    const { items, pages } = await walk('products', 7);
    expect(pages).toBe(Math.ceil(expected.length / 7));
    expect(items).toEqual(expected.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() })));
    expect(items.map((item) => item.id)).toContain(shown);
    for (const id of hidden) expect(items.map((item) => item.id)).not.toContain(id);

    // One page holds up to 50,000 entries by default: the seeded catalogue is one page.
    const whole = await page({ kind: 'products' });
    expect(whole).toEqual({ items, next: null });
  });

  it('lists public creators only, each dated by their profile or newest listed product', async () => {
    const [creator, suspended, buyer] = [await api.user('creator'), await api.user('creator'), await api.user('buyer')];
    const db = api.app.database.db;
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.uid, suspended.uid));
    const profileAt = new Date('2026-01-02T03:04:05.000Z');
    await db.update(users).set({ updatedAt: profileAt }).where(eq(users.uid, creator.uid));

    const before = (await walk('creators', 2)).items;
    const ids = before.map((item) => item.id);
    expect(ids).toContain(creator.uid);
    expect(ids).not.toContain(suspended.uid);
    expect(ids).not.toContain(buyer.uid);
    expect(new Set(ids).size).toBe(ids.length);
    expect(before.find((item) => item.id === creator.uid)?.updatedAt).toBe(profileAt.toISOString());

    const productAt = new Date('2026-03-04T05:06:07.000Z');
    await api.addProduct(creator.uid, { updatedAt: productAt });
    await api.addProduct(creator.uid, { status: 'draft', updatedAt: new Date('2026-09-09T00:00:00.000Z') });
    const after = (await walk('creators', 50)).items;
    expect(after.find((item) => item.id === creator.uid)?.updatedAt).toBe(productAt.toISOString());
  });

  it('refuses what it cannot page by, in Vietnamese', async () => {
    const tooMany = await api.call('listSitemapEntries', { kind: 'products', limit: 50_001 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error?.message).toBe('Mỗi trang có tối đa 50.000 mục.');
    const kind = await api.call('listSitemapEntries', { kind: 'orders' });
    expect(kind.status).toBe(400);
    expect(kind.body.error?.message).toBe('Loại danh sách trang không hợp lệ.');
    const cursor = await api.call('listSitemapEntries', { kind: 'products', after: "x' or 1=1" });
    expect(cursor.status).toBe(400);
    expect(cursor.body.error?.message).toBe('Vị trí trang không hợp lệ.');
  });
});
