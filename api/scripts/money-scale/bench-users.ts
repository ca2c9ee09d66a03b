// The users the money bench writes with, added to the database it measures (fresh seed or scale fixture), as
// the API's postings would have written them (orders paid, sale entries as postSale makes them: the price in
// cash, the fee, the creator's earning held `holdDays`):
//  - a creator with STATEMENT_LINES sales in one month (the busiest month of the fixture has ~9,000), for the
//    statement CSV of that many lines;
//  - payout users: each a payout account and one old sale whose earning is long available, so that it can
//    ask for the minimum payout again and again (the bench fails each request, which gives the money back);
//  - CLOSED_TRANSFERS of the account's own outgoing transfers, closed as they came in (no money in, no ledger
//    entry, as the webhook keeps them), one an hour from the month's start: the closed tab's later pages;
//  - REJECTED_REFUNDS refund requests on the statement creator's sales, rejected (no money moves), one an hour
//    from the month's start: the refund queue's done tab has a full page on the fresh seed too.
// Idempotent: what is already there is left alone.
import type { Shape } from './shape';

export const STATEMENT_LINES = 20_000;
export const STATEMENT_CREATOR = 'bench-statement-creator';
/** Buyers × products of the statement creator's sales (one paid order per buyer and product). */
const STATEMENT_BUYERS = 100;
const STATEMENT_PRODUCTS = STATEMENT_LINES / STATEMENT_BUYERS;
export const STATEMENT_PRICE = 99_000;
/** The payout users' one sale: enough for any number of minimum payouts asked and failed one at a time. */
const PAYOUT_CREDIT_PRICE = 2_000_000;
const PAYOUT_BUYER = 'bench-payout-buyer';

export const payoutUser = (index: number) => `bench-payout-${index}`;
/** The payout account the bench adds for `uid`. */
export const benchMethod = (uid: string) => `bench-pm-${uid}`;

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
const int = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
};

type Fees = Pick<Shape, 'holdDays'> & { feeBps: number };

/** Users (creators unless `roles` says otherwise) that are missing, each with an e-mail and code of its own. */
function usersSql(uids: string[], roles: string): string {
  return `insert into users (uid, email, display_name, roles, affiliate_code, created_at, updated_at)
    select u, u || '@bench.example.com', 'Bench ' || u, ${roles}, upper(md5(u)), now(), now()
      from unnest(array[${uids.map(quote).join(', ')}]) u
    on conflict do nothing`;
}

/**
 * Paid orders with their matched bank transfers, library grants and sale entries: `orders` is a query of (id,
 * buyer, product, title, price, at); the creator's earning is held `holdDays` from `at`, as postSale holds it.
 */
function salesSql(orders: string, creator: string, fees: Fees): string {
  const fee = `(p.price * ${int(fees.feeBps)}) / 10000`;
  return `with o as (${orders}),
    p as (
      insert into orders (id, buyer_id, product_id, product_title, price, status, fee_bps, created_at, expires_at, paid_at)
      select id, buyer, product, title, price, 'paid', ${int(fees.feeBps)}, at - interval '3 minutes',
             at + interval '1 day', at
        from o order by at
      on conflict do nothing returning id, buyer_id as buyer, product_id as product, price, paid_at as at
    ),
    transfers as (
      insert into bank_transfers (provider, provider_id, amount, content, order_id, status, excess, received_at)
      select 'sepay', 'bench-' || id, price, 'TT ' || id, id, 'matched', 0, at from p
    ),
    library as (
      insert into library_items (user_id, product_id, order_id, granted_at) select buyer, product, id, at from p
    ),
    entries as (
      insert into ledger_entries (kind, key, order_id, created_at)
      select 'sale', 'sale:' || id, id, at from p order by at
      returning id as entry_id, order_id
    )
    insert into ledger_lines (entry_id, account, user_id, amount, available_at, product_id, role, created_at)
    select e.entry_id, l.account::ledger_account, l.user_id, l.amount, l.available_at, p.product, l.role, p.at
      from entries e join p on p.id = e.order_id,
           lateral (values (1, 'cash', null, p.price, p.at, 'sale'),
                           (2, 'fee', null, -${fee}, p.at, 'sale'),
                           (3, 'payable', ${quote(creator)}, -(p.price - ${fee}),
                            p.at + interval '${int(fees.holdDays)} days', 'earning'))
             as l(n, account, user_id, amount, available_at, role)
     order by e.entry_id, l.n`;
}

/** Products of `creator`, ids `${prefix}${index}` (0 … count − 1), published at `price`. */
function productsSql(creator: string, prefix: string, count: number, price: number): string {
  return `insert into products (id, creator_id, title, description, search_text, price, category_id, subcategory_id,
                                demo_type, status, commission_rate, created_at, updated_at, published_at)
    select ${quote(prefix)} || p, ${quote(creator)}, 'Sản phẩm bench ' || ${quote(prefix)} || p, 'Sản phẩm của bench.',
           'san pham bench', ${int(price)}, 'lap-trinh', 'tro-ly-code', 'info', 'published', 10, now(), now(), now()
      from generate_series(0, ${int(count - 1)}) p
    on conflict do nothing`;
}

/**
 * The statement creator's STATEMENT_LINES sales spread over [start, end) (one month), each its own order,
 * entry and three lines.
 */
export function statementCreatorSql(start: Date, end: Date, fees: Fees): string[] {
  const buyers = Array.from({ length: STATEMENT_BUYERS }, (_, i) => `bench-sb-${String(i).padStart(2, '0')}`);
  const month = start.toISOString().slice(0, 7).replace('-', '');
  const stepMs = Math.floor((end.getTime() - start.getTime()) / STATEMENT_LINES);
  return [
    usersSql([STATEMENT_CREATOR], `array['creator']`),
    usersSql(buyers, `'{}'::text[]`),
    productsSql(STATEMENT_CREATOR, 'bench-sp-', STATEMENT_PRODUCTS, STATEMENT_PRICE),
    salesSql(
      `select 'BS' || ${quote(month)} || lpad(i::text, 5, '0') as id,
              'bench-sb-' || lpad((i % ${STATEMENT_BUYERS})::text, 2, '0') as buyer,
              'bench-sp-' || (i / ${STATEMENT_BUYERS}) as product,
              'Sản phẩm bench bench-sp-' || (i / ${STATEMENT_BUYERS}) as title, ${int(STATEMENT_PRICE)} as price,
              to_timestamp(${int(start.getTime() / 1000)}::double precision + i::bigint * ${int(stepMs)} / 1000.0) as at
         from generate_series(0, ${int(STATEMENT_LINES - 1)}) i`,
      STATEMENT_CREATOR,
      fees,
    ),
  ];
}

export const CLOSED_TRANSFERS = 200;

/** The instant of the bench's `index`-th outgoing transfer: one an hour from `start`. */
export const closedTransferAt = (start: Date, index: number) => new Date(start.getTime() + index * 60 * 60 * 1000);

/** CLOSED_TRANSFERS outgoing transfers from `start` on (closedTransferAt), as the webhook ignores them. */
export function closedTransfersSql(start: Date): string {
  return `insert into bank_transfers (provider, provider_id, amount, content, account_number, status, reason, received_at)
    select 'bench', 'bench-out-' || i, 500000, 'CHI TRA NHA CUNG CAP ' || i, '0000000000', 'ignored', 'outgoing',
           to_timestamp(${int(start.getTime() / 1000)}::double precision + i * 3600)
      from generate_series(0, ${int(CLOSED_TRANSFERS - 1)}) i
    on conflict do nothing`;
}

export const REJECTED_REFUNDS = 60;

/**
 * REJECTED_REFUNDS refund requests, each on one of the statement creator's orders of the month from `start`,
 * asked an hour before it was rejected, one rejection an hour: a rejection moves no money, so no ledger entry.
 */
export function rejectedRefundsSql(start: Date): string {
  const month = start.toISOString().slice(0, 7).replace('-', '');
  return `insert into refund_requests (id, kind, user_id, product_id, order_id, amount, reason, status, decision_note,
                                       created_at, decided_at)
    select 'BR' || ${quote(month)} || lpad(i::text, 5, '0'), 'product', o.buyer_id, o.product_id, o.id, o.price,
           'Không dùng được như mô tả.', 'rejected', 'Sản phẩm đúng như mô tả.', at - interval '1 hour', at
      from generate_series(0, ${int(REJECTED_REFUNDS - 1)}) i
      join orders o on o.id = 'BS' || ${quote(month)} || lpad(i::text, 5, '0'),
           lateral (select to_timestamp(${int(start.getTime() / 1000)}::double precision + i * 3600) as at) t
    on conflict do nothing`;
}

/** For each of `uids`: a payout account, and one sale of PAYOUT_CREDIT_PRICE made 60 days ago (long available). */
export function payoutUsersSql(uids: string[], fees: Fees): string[] {
  return [
    usersSql(uids, `array['creator']`),
    usersSql([PAYOUT_BUYER], `'{}'::text[]`),
    `insert into payout_accounts (id, user_id, bank_name, account_number, account_holder, is_default, created_at)
     select 'bench-pm-' || u, u, 'Vietcombank', '8' || lpad(abs(hashtext(u))::text, 11, '0'), 'BENCH', false, now()
       from unnest(array[${uids.map(quote).join(', ')}]) u
     on conflict do nothing`,
    ...uids.flatMap((uid) => [
      productsSql(uid, `bench-pp-${uid}-`, 1, PAYOUT_CREDIT_PRICE),
      salesSql(
        `select 'BP' || upper(substr(md5(${quote(uid)}), 1, 12)) as id, ${quote(PAYOUT_BUYER)} as buyer,
                ${quote(`bench-pp-${uid}-0`)} as product, ${quote(`Sản phẩm bench bench-pp-${uid}-0`)} as title,
                ${int(PAYOUT_CREDIT_PRICE)} as price, now() - interval '60 days' as at`,
        uid,
        fees,
      ),
    ]),
  ];
}
