// Migrations that carry stored rows: replayed here on an empty embedded database with the old content in place.
// 0002 moves an existing quiz into version 1 of the versioned quizzes before it drops the old tables; 0011
// renames the orders and the payout accounts (and every column pointing at them) in place.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as schema from './schema';

const FOLDER = path.resolve(__dirname, '../../drizzle');
const statements = (file: string) =>
  fs
    .readFileSync(path.join(FOLDER, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

const migrations = () =>
  fs
    .readdirSync(FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .sort();
const before = (tag: string) => migrations().filter((file) => file < tag);
/** The migration `tag` and every later one: the rows must read through today's schema. */
const fromOn = (tag: string) => migrations().filter((file) => file >= tag);

/**
 * For a migration that fills a stored summary: an empty embedded database, the migration's file (ending with
 * `suffix`), the database as the summaries' checks take it, and the error text of a statement it refuses.
 */
async function summaryMigration(suffix: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const balances = await import('../domain/balances');
  const tag = fs.readdirSync(FOLDER).find((file) => file.endsWith(suffix));
  if (!tag) throw new Error(`no ${suffix} migration`);
  const client = new PGlite();
  const db = drizzle(client, { schema }) as unknown as Parameters<typeof balances.checkStoredRollups>[0];
  const refusal = (text: string) =>
    client.exec(text).then(
      () => null,
      (error: unknown) => (error as Error).message,
    );
  return { ...balances, tag, client, db, refusal };
}

it('moves the old quiz and its questions into quiz_versions version 1', async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite();
  try {
    for (const file of ['0000_init.sql', '0001_bank_transfer_reason.sql']) {
      for (const statement of statements(file)) await db.exec(statement);
    }
    await db.exec(`
      insert into courses (id, title, description, price) values ('c1', 'Khóa', 'Mô tả', 1000);
      insert into quizzes (id, course_id, title, pass_score) values ('quiz-c1', 'c1', 'Bài kiểm tra', 70);
      insert into quiz_questions (id, quiz_id, position, question, options, correct_index) values
        ('quiz-c1-2', 'quiz-c1', 2, 'Hai?', '["x", "y"]', 0),
        ('quiz-c1-1', 'quiz-c1', 1, 'Một?', '["a", "b", "c"]', 2);
    `);
    for (const statement of statements('0002_academy.sql')) await db.exec(statement);
    const { rows } = await db.query<{ course_id: string; version: number; pass_score: number; questions: unknown }>(
      'select course_id, version, pass_score, attempt_limit, questions from quiz_versions',
    );
    expect(rows).toEqual([
      {
        course_id: 'c1',
        version: 1,
        pass_score: 70,
        attempt_limit: 3,
        questions: [
          {
            id: 'quiz-c1-1',
            text: 'Một?',
            multiple: false,
            options: [
              { id: 'quiz-c1-1-o1', text: 'a' },
              { id: 'quiz-c1-1-o2', text: 'b' },
              { id: 'quiz-c1-1-o3', text: 'c' },
            ],
            correct: ['quiz-c1-1-o3'],
            explanation: '',
          },
          {
            id: 'quiz-c1-2',
            text: 'Hai?',
            multiple: false,
            options: [
              { id: 'quiz-c1-2-o1', text: 'x' },
              { id: 'quiz-c1-2-o2', text: 'y' },
            ],
            correct: ['quiz-c1-2-o1'],
            explanation: '',
          },
        ],
      },
    ]);
    const { rows: old } = await db.query(`select to_regclass('quizzes') as quizzes`);
    expect(old).toEqual([{ quizzes: null }]);
  } finally {
    await db.close();
  }
});

it('reads every order and payout account stored before the rename through the new names', async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = new PGlite();
  try {
    for (const file of before('0011')) for (const statement of statements(file)) await client.exec(statement);
    await client.exec(`
      insert into users (uid, affiliate_code) values ('buyer', 'BUYER1'), ('affiliate', 'AFFIL1');
      insert into courses (id, title, description, price) values ('c1', 'Khóa', 'Mô tả', 1000);
      insert into transactions (id, buyer_id, course_id, product_title, price, status, affiliate_id, expires_at, paid_at)
        values ('ORDER1', 'buyer', 'c1', 'Khóa', 1000, 'paid', 'affiliate', now(), now());
      insert into library_items (user_id, course_id, transaction_id) values ('buyer', 'c1', 'ORDER1');
      insert into bank_transfers (provider, provider_id, amount, content, status, transaction_id)
        values ('sepay', 'p1', 1000, 'TT ORDER1', 'matched', 'ORDER1');
      insert into affiliate_referrals (affiliate_id, transaction_id, commission) values ('affiliate', 'ORDER1', 100);
      insert into ledger_entries (kind, key, order_id) values ('sale', 'sale:ORDER1', 'ORDER1');
      insert into payment_methods (id, user_id, bank_name, account_number, account_holder)
        values ('acc1', 'affiliate', 'Vietcombank', '0123456789', 'NGUYEN VAN A');
      insert into payouts (id, user_id, amount, request_key, payment_method_id, bank_name, account_number, account_holder)
        values ('po1', 'affiliate', 100, 'k1', 'acc1', 'Vietcombank', '0123456789', 'NGUYEN VAN A');
    `);
    for (const file of fromOn('0011')) for (const statement of statements(file)) await client.exec(statement);

    const db = drizzle(client, { schema });
    const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, 'ORDER1'));
    expect(order).toMatchObject({ buyerId: 'buyer', courseId: 'c1', status: 'paid', affiliateId: 'affiliate' });
    const byOrder = { orderId: 'ORDER1' };
    expect(await db.select().from(schema.libraryItems)).toEqual([expect.objectContaining(byOrder)]);
    expect(await db.select().from(schema.bankTransfers)).toEqual([expect.objectContaining(byOrder)]);
    expect(await db.select().from(schema.affiliateReferrals)).toEqual([expect.objectContaining(byOrder)]);
    expect(await db.select().from(schema.ledgerEntries)).toEqual([expect.objectContaining(byOrder)]);
    expect(await db.select().from(schema.payoutAccounts)).toEqual([
      expect.objectContaining({ id: 'acc1', userId: 'affiliate', accountNumber: '0123456789' }),
    ]);
    expect(await db.select().from(schema.payouts)).toEqual([expect.objectContaining({ payoutAccountId: 'acc1' })]);

    // The keys and indexes came along under their new names: a second paid order of the course, or a grant
    // of an order that does not exist, is still refused.
    await expect(db.insert(schema.orders).values({ ...order, id: 'ORDER2' })).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringContaining('orders_paid_course_uq') }),
    });
    await expect(
      db.insert(schema.libraryItems).values({ userId: 'affiliate', courseId: 'c1', orderId: 'NOSUCH' }),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringContaining('library_items_order_id_orders_id_fk') }),
    });
    const { rows: old } = await client.query(
      `select to_regclass('transactions') as orders, to_regclass('payment_methods') as accounts,
              to_regtype('transaction_status') as status`,
    );
    expect(old).toEqual([{ orders: null, accounts: null, status: null }]);
  } finally {
    await client.close();
  }
});

it('fills the stored balances and rollups from the lines already written, then keeps them with each insert', async () => {
  const {
    checkStoredBalances,
    checkStoredRollups,
    tag: summaries,
    client,
    db,
  } = await summaryMigration('_ledger_summaries.sql');
  try {
    for (const file of before(summaries)) for (const statement of statements(file)) await client.exec(statement);
    // A sale late on a Vietnam day (17:30 UTC is 00:30 the next day there), its refund, a payout requested.
    await client.exec(`
      insert into users (uid, affiliate_code) values ('buyer', 'BUYER1'), ('creator', 'CREATOR1');
      insert into categories (id, name) values ('k1', 'Loại');
      insert into products (id, creator_id, title, description, search_text, price, category_id, status)
        values ('p1', 'creator', 'Trợ lý', 'Mô tả', 'tro ly', 100000, 'k1', 'published');
      insert into orders (id, buyer_id, product_id, product_title, price, status, expires_at, paid_at)
        values ('ORDER1', 'buyer', 'p1', 'Trợ lý', 100000, 'paid', now(), now());
      insert into ledger_entries (id, kind, key, order_id, created_at) values
        (1, 'sale', 'sale:ORDER1', 'ORDER1', '2026-03-01 17:30:00+00'),
        (2, 'refund', 'refund:ORDER1', 'ORDER1', '2026-03-02 10:00:00+00');
      insert into ledger_lines (entry_id, account, user_id, amount, available_at, product_id, role, created_at) values
        (1, 'cash', null, 100000, '2026-03-01 17:30:00+00', 'p1', 'sale', '2026-03-01 17:30:00+00'),
        (1, 'fee', null, -10000, '2026-03-01 17:30:00+00', 'p1', 'sale', '2026-03-01 17:30:00+00'),
        (1, 'payable', 'creator', -90000, '2026-03-08 17:30:00+00', 'p1', 'earning', '2026-03-01 17:30:00+00'),
        (2, 'excess', null, -100000, '2026-03-02 10:00:00+00', 'p1', 'refund', '2026-03-02 10:00:00+00'),
        (2, 'fee', null, 10000, '2026-03-02 10:00:00+00', 'p1', 'refund', '2026-03-02 10:00:00+00'),
        (2, 'payable', 'creator', 90000, '2026-03-08 17:30:00+00', 'p1', 'earning', '2026-03-02 10:00:00+00');
    `);
    // With every later migration too: the check reads every stored summary, the later ones' included.
    for (const file of fromOn(summaries)) for (const statement of statements(file)) await client.exec(statement);
    expect(await checkStoredBalances(db)).toEqual([]);
    expect(await checkStoredRollups(db)).toEqual([]);
    const { rows } = await client.query(
      `select account, role, day::text, amount::int, sales, gross::int, refunded::int from ledger_daily
        where user_id = 'creator' or account = 'cash' order by day, account`,
    );
    expect(rows).toEqual([
      { account: 'cash', role: 'sale', day: '2026-03-02', amount: 100000, sales: 1, gross: 100000, refunded: 0 },
      { account: 'payable', role: 'earning', day: '2026-03-02', amount: 0, sales: 1, gross: 100000, refunded: 100000 },
    ]);

    await client.exec(`
      insert into ledger_entries (id, kind, key, created_at) values (3, 'transfer_received', 'transfer:1:received', now());
      insert into ledger_lines (entry_id, account, amount, available_at, role)
        values (3, 'cash', 5000, now(), 'transfer_received'), (3, 'other', -5000, now(), 'transfer_received');
    `);
    expect(await checkStoredRollups(db)).toEqual([]);
    expect(await checkStoredBalances(db, { userId: null })).toEqual([
      { userId: null, account: 'cash', stored: 105000, recomputed: 105000 },
      { userId: null, account: 'excess', stored: -100000, recomputed: -100000 },
      { userId: null, account: 'fee', stored: 0, recomputed: 0 },
      { userId: null, account: 'other', stored: -5000, recomputed: -5000 },
    ]);
  } finally {
    await client.close();
  }
});

it('counts the orders already made per Vietnam day, then keeps the counts with each order and sale', async () => {
  const { checkStoredRollups, tag: perDay, client, db, refusal } = await summaryMigration('_orders_daily.sql');
  const days = async () =>
    // A day's slots summed (0020_summary_reads_and_slots: each transaction writes its own of a day's rows).
    (
      await client.query(
        `select day::text, sum(created)::int as created, sum(created_paid)::int as created_paid
           from orders_daily group by day order by day`,
      )
    ).rows;
  try {
    for (const file of before(perDay)) for (const statement of statements(file)) await client.exec(statement);
    // Two orders made late on a UTC day (17:30 UTC is 00:30 the next day in Vietnam), one paid a day later; one
    // made earlier that day, never paid.
    const sale = (entry: number, order: string, at: string) => `
      insert into ledger_entries (id, kind, key, order_id, created_at) values (${entry}, 'sale', 'sale:${order}', '${order}', '${at}');
      insert into ledger_lines (entry_id, account, user_id, amount, available_at, product_id, role, created_at) values
        (${entry}, 'cash', null, 100000, '${at}', 'p1', 'sale', '${at}'),
        (${entry}, 'payable', 'creator', -100000, '${at}', 'p1', 'earning', '${at}');`;
    await client.exec(`
      insert into users (uid, affiliate_code) values ('buyer', 'BUYER1'), ('creator', 'CREATOR1');
      insert into categories (id, name) values ('k1', 'Loại');
      insert into products (id, creator_id, title, description, search_text, price, category_id, status)
        values ('p1', 'creator', 'Trợ lý', 'Mô tả', 'tro ly', 100000, 'k1', 'published');
      insert into orders (id, buyer_id, product_id, product_title, price, status, expires_at, created_at) values
        ('ORDER1', 'buyer', 'p1', 'Trợ lý', 100000, 'paid', now(), '2026-03-01 17:30:00+00'),
        ('ORDER2', 'buyer', 'p1', 'Trợ lý', 100000, 'expired', now(), '2026-03-01 16:30:00+00'),
        ('ORDER3', 'buyer', 'p1', 'Trợ lý', 100000, 'pending', now(), '2026-03-01 18:00:00+00');
      ${sale(1, 'ORDER1', '2026-03-02 17:30:00+00')}
    `);
    // With every later migration too: the check reads every stored summary, the later ones' included.
    for (const file of fromOn(perDay)) for (const statement of statements(file)) await client.exec(statement);
    expect(await days()).toEqual([
      { day: '2026-03-01', created: 1, created_paid: 0 },
      { day: '2026-03-02', created: 2, created_paid: 1 },
    ]);
    expect(await checkStoredRollups(db)).toEqual([]);

    // The pending order paid later counts on the day it was made; a new order on its own day.
    await client.exec(`
      ${sale(2, 'ORDER3', '2026-03-05 10:00:00+00')}
      insert into orders (id, buyer_id, product_id, product_title, price, status, expires_at, created_at)
        values ('ORDER4', 'buyer', 'p1', 'Trợ lý', 100000, 'expired', now(), '2026-03-05 10:00:00+00');
    `);
    expect(await days()).toEqual([
      { day: '2026-03-01', created: 1, created_paid: 0 },
      { day: '2026-03-02', created: 2, created_paid: 2 },
      { day: '2026-03-05', created: 1, created_paid: 0 },
    ]);
    expect(await checkStoredRollups(db)).toEqual([]);

    // Only the triggers write the counts, and no order leaves its day.
    expect(await refusal(`update orders_daily set created = created + 1`)).toMatch(/written by triggers only/);
    expect(await refusal(`delete from orders where id = 'ORDER2'`)).toMatch(/never deleted nor moved/);
    expect(await refusal(`truncate orders cascade`)).toMatch(/never deleted nor moved/);
    expect(await refusal(`update orders set created_at = now() where id = 'ORDER2'`)).toMatch(
      /never deleted nor moved/,
    );
    expect(await refusal(`update orders set status = 'canceled' where id = 'ORDER4'`)).toBeNull();
  } finally {
    await client.close();
  }
});

it('counts the users and the held releases already there, then keeps both with each change', async () => {
  const { balanceOf, checkStoredRollups, releasesOf, tag, client, db, refusal } = await summaryMigration(
    '_user_counts_and_releases.sql',
  );
  const counts = async () => (await client.query(`select users, creators, suspended from user_counts`)).rows;
  // A sale at `at` whose creator's share is held a week, optionally refunded inside the hold at `refundAt`.
  const sale = (entry: number, order: string, at: string, held: string) => `
    insert into orders (id, buyer_id, product_id, product_title, price, status, expires_at, paid_at)
      values ('${order}', 'b-${order}', 'p1', 'Trợ lý', 100000, 'paid', now(), now());
    insert into ledger_entries (id, kind, key, order_id, created_at) values (${entry}, 'sale', 'sale:${order}', '${order}', '${at}');
    insert into ledger_lines (entry_id, account, user_id, amount, available_at, product_id, role, created_at) values
      (${entry}, 'cash', null, 100000, '${at}', 'p1', 'sale', '${at}'),
      (${entry}, 'payable', 'creator', -100000, '${held}', 'p1', 'earning', '${at}');`;
  try {
    for (const file of before(tag)) for (const statement of statements(file)) await client.exec(statement);
    await client.exec(`
      insert into users (uid, affiliate_code, roles) values ('b-ORDER1', 'B1', '{}'), ('b-ORDER2', 'B2', '{}'),
        ('b-ORDER3', 'B3', '{}'), ('creator', 'CREATOR1', '{creator}');
      insert into categories (id, name) values ('k1', 'Loại');
      insert into products (id, creator_id, title, description, search_text, price, category_id, status)
        values ('p1', 'creator', 'Trợ lý', 'Mô tả', 'tro ly', 100000, 'k1', 'published');
      ${sale(1, 'ORDER1', '2026-03-01 10:00:00+00', '2026-03-08 10:00:00+00')}
    `);
    for (const file of fromOn(tag)) for (const statement of statements(file)) await client.exec(statement);
    expect(await counts()).toEqual([{ users: 4, creators: 1, suspended: 0 }]);
    expect(await checkStoredRollups(db)).toEqual([]);

    // Two more sales released the same Vietnam day (17:30 UTC is 00:30 of 9 March there; 16:00 is still the 8th),
    // one refunded inside its hold (the reversal carries the sale's release time).
    await client.exec(`
      ${sale(2, 'ORDER2', '2026-03-01 16:00:00+00', '2026-03-08 16:00:00+00')}
      ${sale(3, 'ORDER3', '2026-03-02 17:30:00+00', '2026-03-09 17:30:00+00')}
      insert into ledger_entries (id, kind, key, order_id, created_at) values (4, 'refund', 'refund:ORDER2', 'ORDER2', '2026-03-03 09:00:00+00');
      insert into ledger_lines (entry_id, account, user_id, amount, available_at, product_id, role, created_at) values
        (4, 'excess', null, -100000, '2026-03-03 09:00:00+00', 'p1', 'refund', '2026-03-03 09:00:00+00'),
        (4, 'payable', 'creator', 100000, '2026-03-08 16:00:00+00', 'p1', 'earning', '2026-03-03 09:00:00+00');
    `);
    expect(await checkStoredRollups(db)).toEqual([]);
    // Pending at moments inside and between the release hours, against the lines themselves.
    for (const at of ['2026-03-04T00:00:00Z', '2026-03-08T10:00:00Z', '2026-03-08T10:30:00Z', '2026-03-09T17:29:59Z']) {
      const [{ held }] = (
        await client.query<{ held: string }>(
          `select coalesce(-sum(amount), 0)::text as held from ledger_lines
            where user_id = 'creator' and account = 'payable' and available_at > $1`,
          [at],
        )
      ).rows;
      expect((await balanceOf(db, 'creator', new Date(at))).pending).toBe(Number(held));
    }
    // One line a Vietnam day, the refunded sale's release cancelled to nothing.
    expect(await releasesOf(db, 'creator', new Date('2026-03-04T00:00:00Z'))).toEqual([
      { availableAt: new Date('2026-03-08T10:00:00Z'), amount: 100_000 },
      { availableAt: new Date('2026-03-09T17:30:00Z'), amount: 100_000 },
    ]);
    expect(await releasesOf(db, 'creator', new Date('2026-03-08T10:00:00Z'))).toEqual([
      { availableAt: new Date('2026-03-09T17:30:00Z'), amount: 100_000 },
    ]);

    // Users counted as they come, change role, are suspended and restored.
    await client.exec(`
      insert into users (uid, affiliate_code) values ('u3', 'U3'), ('u4', 'U4');
      update users set roles = '{creator}' where uid = 'u3';
      update users set suspended_at = now() where uid in ('u4', 'creator');
      update users set suspended_at = null where uid = 'creator';
      update users set display_name = 'Tên' where uid = 'u4';
    `);
    expect(await counts()).toEqual([{ users: 6, creators: 2, suspended: 1 }]);
    await client.exec(`delete from users where uid = 'u4'`);
    expect(await counts()).toEqual([{ users: 5, creators: 2, suspended: 0 }]);
    expect(await checkStoredRollups(db)).toEqual([]);

    // Only the triggers write them; the users are never emptied behind the counts' back.
    expect(await refusal(`update user_counts set users = 0`)).toMatch(/written by triggers only/);
    expect(await refusal(`delete from ledger_releases`)).toMatch(/written by triggers only/);
    expect(await refusal(`truncate users cascade`)).toMatch(/not truncated/);
  } finally {
    await client.close();
  }
});

it('guards every table the database keeps with one function, so none can drift from the others', async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite();
  try {
    for (const file of migrations()) for (const statement of statements(file)) await client.exec(statement);
    const { rows } = await client.query<{ table: string; guard: string }>(`
      select c.relname as table, p.proname as guard
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
       where t.tgname like '%guard' and not t.tgisinternal
       order by 1`);
    expect(rows).toEqual(
      [
        'affiliate_clicks_daily',
        'affiliate_links',
        'ledger_balances',
        'ledger_daily',
        'ledger_product_daily',
        'ledger_releases',
        'ledger_user_daily',
        'order_refunds',
        'orders_daily',
        'user_counts',
      ].map((table) => ({
        table,
        guard: 'written_by_triggers_only',
      })),
    );
    const copies = await client.query(
      `select proname from pg_proc where proname in ('affiliate_links_guard', 'ledger_summary_guard')`,
    );
    expect(copies.rows).toEqual([]);
    await expect(client.exec(`delete from affiliate_links`)).rejects.toThrow(
      'the rows of affiliate_links are written by triggers only (DELETE on affiliate_links)',
    );
  } finally {
    await client.close();
  }
});

it('counts the refunded orders already there, then keeps the count as orders are refunded', async () => {
  const { checkStoredRollups, tag, client, db, refusal } = await summaryMigration('_order_refunds.sql');
  const stored = async () => (await client.query(`select orders, gross::int as gross from order_refunds`)).rows;
  const order = (id: string, price: number, status: string) =>
    `insert into orders (id, buyer_id, product_id, product_title, price, status, expires_at)
       values ('${id}', 'buyer', 'p1', 'Trợ lý', ${price}, '${status}', now());`;
  try {
    for (const file of before(tag)) for (const statement of statements(file)) await client.exec(statement);
    await client.exec(`
      insert into users (uid, affiliate_code, roles) values ('buyer', 'B1', '{}'), ('creator', 'C1', '{creator}');
      insert into categories (id, name) values ('k1', 'Loại');
      insert into products (id, creator_id, title, description, search_text, price, category_id, status)
        values ('p1', 'creator', 'Trợ lý', 'Mô tả', 'tro ly', 100000, 'k1', 'published');
      ${order('ORDER1', 100000, 'refunded')} ${order('ORDER2', 250000, 'refunded')} ${order('ORDER3', 90000, 'paid')}
    `);
    for (const file of fromOn(tag)) for (const statement of statements(file)) await client.exec(statement);
    // The orders refunded before the migration, counted by it.
    expect(await stored()).toEqual([{ orders: 2, gross: 350000 }]);
    expect(await checkStoredRollups(db)).toEqual([]);

    // A paid order refunded; one written refunded; other changes of status and price leave the count alone.
    await client.exec(`
      update orders set status = 'refunded' where id = 'ORDER3';
      ${order('ORDER4', 40000, 'refunded')} ${order('ORDER5', 70000, 'pending')}
      update orders set status = 'expired' where id = 'ORDER5';
      update orders set price = 75000 where id = 'ORDER5';
      update orders set status = 'refunded' where id = 'ORDER3';
    `);
    expect(await stored()).toEqual([{ orders: 4, gross: 480000 }]);
    // A refunded order's price corrected, and one taken back out of refunded: the count follows.
    await client.exec(`
      update orders set price = 50000 where id = 'ORDER4';
      update orders set status = 'paid' where id = 'ORDER1';
    `);
    expect(await stored()).toEqual([{ orders: 3, gross: 390000 }]);
    expect(await checkStoredRollups(db)).toEqual([]);

    // Only the triggers write it.
    expect(await refusal(`update order_refunds set orders = 0`)).toMatch(/written by triggers only/);
    expect(await refusal(`delete from order_refunds`)).toMatch(/written by triggers only/);
    await client.exec(`set session_replication_role = replica; update order_refunds set orders = 9;
                       set session_replication_role = default;`);
    // And a count changed behind the triggers' back is found.
    expect(await checkStoredRollups(db)).toEqual([
      {
        table: 'order_refunds',
        key: '[1]',
        stored: { orders: 9, gross: 390000 },
        recomputed: { orders: 3, gross: 390000 },
      },
    ]);
  } finally {
    await client.close();
  }
});

it("counts each affiliate's clicks per day already there, then keeps the counts as clicks come and go", async () => {
  const { checkStoredRollups, tag, client, db, refusal } = await summaryMigration('_affiliate_clicks_daily.sql');
  const days = async () =>
    (await client.query(`select affiliate_id, day, clicks from affiliate_clicks_daily order by 1, 2`)).rows;
  const click = (affiliate: string, visitor: string, day: string) =>
    `insert into affiliate_clicks (affiliate_id, visitor_id, day, created_at)
       values ('${affiliate}', '${visitor}', '${day}', '${day} 05:00:00+00') on conflict do nothing;`;
  try {
    for (const file of before(tag)) for (const statement of statements(file)) await client.exec(statement);
    await client.exec(`
      insert into users (uid, affiliate_code) values ('a1', 'A1'), ('a2', 'A2');
      ${click('a1', 'v1', '2026-03-01')} ${click('a1', 'v2', '2026-03-01')} ${click('a2', 'v1', '2026-03-02')}
    `);
    for (const file of fromOn(tag)) for (const statement of statements(file)) await client.exec(statement);
    // The clicks made before the migration, counted by it.
    expect(await days()).toEqual([
      { affiliate_id: 'a1', day: '2026-03-01', clicks: 2 },
      { affiliate_id: 'a2', day: '2026-03-02', clicks: 1 },
    ]);

    // New clicks, one of them a repeat visit the same day (not recorded, so not counted), several in one
    // statement.
    await client.exec(`
      ${click('a1', 'v1', '2026-03-01')} ${click('a1', 'v3', '2026-03-01')} ${click('a1', 'v1', '2026-03-03')}
      insert into affiliate_clicks (affiliate_id, visitor_id, day, created_at) values
        ('a2', 'v5', '2026-03-02', now()), ('a2', 'v6', '2026-03-04', now()), ('a2', 'v7', '2026-03-04', now());
    `);
    expect(await days()).toEqual([
      { affiliate_id: 'a1', day: '2026-03-01', clicks: 3 },
      { affiliate_id: 'a1', day: '2026-03-03', clicks: 1 },
      { affiliate_id: 'a2', day: '2026-03-02', clicks: 2 },
      { affiliate_id: 'a2', day: '2026-03-04', clicks: 2 },
    ]);
    expect(await checkStoredRollups(db)).toEqual([]);

    // Clicks deleted: their days lose them, and a day left with none its row.
    await client.exec(
      `delete from affiliate_clicks where affiliate_id = 'a2' or (affiliate_id = 'a1' and visitor_id = 'v3')`,
    );
    expect(await days()).toEqual([
      { affiliate_id: 'a1', day: '2026-03-01', clicks: 2 },
      { affiliate_id: 'a1', day: '2026-03-03', clicks: 1 },
    ]);
    expect(await checkStoredRollups(db)).toEqual([]);

    // Only the triggers write the counts; no click moves to another affiliate or day, nor are they emptied.
    expect(await refusal(`update affiliate_clicks_daily set clicks = 9`)).toMatch(/written by triggers only/);
    expect(await refusal(`update affiliate_clicks set day = '2026-03-09'`)).toMatch(/keeps its affiliate and day/);
    expect(await refusal(`update affiliate_clicks set affiliate_id = 'a2'`)).toMatch(/keeps its affiliate and day/);
    expect(await refusal(`truncate affiliate_clicks`)).toMatch(/not truncated/);
    expect(await refusal(`update affiliate_clicks set user_id = 'a2'`)).toBeNull();
    // A count changed behind the triggers' back is found.
    await client.exec(`set session_replication_role = replica; update affiliate_clicks_daily set clicks = 5
                        where day = '2026-03-03'; set session_replication_role = default;`);
    expect(await checkStoredRollups(db)).toEqual([
      {
        table: 'affiliate_clicks_daily',
        key: '["a1", "2026-03-03"]',
        stored: { clicks: 5 },
        recomputed: { clicks: 1 },
      },
    ]);
  } finally {
    await client.close();
  }
});
