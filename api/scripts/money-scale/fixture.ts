// The money scale fixture as set-based SQL: the rows the API's own postings would have written for the orders of
// shape.ts — paid orders with their bank transfers, library grants and balanced sale entries (fee, the creator's
// earning held `holdDays`, the affiliate's commission), refunds approved inside the hold and sent (reversal and
// transfer out), monthly payouts of each user's whole available balance (requested, then paid), affiliate clicks
// and sign-up referrals — generated with generate_series in one transaction, in minutes for a million orders.
// The rules mirror domain/ledger.ts line for line (accounts, signs, roles, available_at, keys); the test
// (money-scale.test.ts) checks every entry balances and the API's balances equal intended.ts.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  ADMIN_UID,
  BIG_CREATOR_PRODUCTS,
  COMMISSIONS,
  FEE_BPS,
  MAX_PAYOUT,
  PRICES,
  PRODUCTS_PER_CREATOR,
  REFUND_APPROVED_AFTER_MS,
  REFUND_SENT_AFTER_MS,
  payoutTimes,
  soldByOthers,
  type Shape,
} from './shape';

/** Tables the statements name often (raw SQL): the orders and the users' payout accounts. */
const ORDERS = 'orders';
const ACCOUNTS = 'payout_accounts';

const int = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
};
/** A whole-seconds instant as SQL. */
const at = (ms: number) => `to_timestamp(${int(Math.floor(ms / 1000))})`;
const array = (values: readonly number[]) => `array[${values.map(int).join(', ')}]`;

/** The statements, in order, each with what it makes (for the log). */
export function fixtureStatements(shape: Shape): { label: string; text: string }[] {
  const { orders: n, creators, buyers, affiliates } = shape;
  const hold = `interval '${int(shape.holdDays)} days'`;
  const day = `interval '1 day'`;
  const since = at(shape.startMs - 30 * 24 * 60 * 60 * 1000);
  const sold = soldByOthers(shape);
  const productCount = BIG_CREATOR_PRODUCTS + PRODUCTS_PER_CREATOR * (creators - 1);
  const times = payoutTimes(shape);
  const pad = (expression: string, width: number) => `lpad((${expression})::text, ${width}, '0')`;
  const creatorUid = (expression: string) => `'ms-c-' || ${pad(expression, 4)}`;
  const buyerUid = (expression: string) => `'ms-b-' || ${pad(expression, 6)}`;
  const affiliateUid = (expression: string) => `'ms-a-' || ${pad(expression, 3)}`;
  const productIdOf = (expression: string) => `'ms-p-' || ${pad(expression, 5)}`;
  const creatorOf = (product: string) =>
    `case when ${product} < ${BIG_CREATOR_PRODUCTS} then 0 else 1 + (${product} - ${BIG_CREATOR_PRODUCTS}) / ${PRODUCTS_PER_CREATOR} end`;
  const statements: { label: string; text: string }[] = [];
  const add = (label: string, text: string) => statements.push({ label, text });

  add('time zone', `set local time zone 'UTC'`);
  add(
    'users',
    `insert into users (uid, email, display_name, roles, affiliate_code, referred_by, created_at, updated_at)
     select ${creatorUid('c')}, ${creatorUid('c')} || '@scale.example.com', 'Nhà sáng tạo ' || c, array['creator'],
            'MSC' || ${pad('c', 4)}, null, ${since}, ${since}
       from generate_series(0, ${int(creators - 1)}) c
     union all
     select ${buyerUid('b')}, ${buyerUid('b')} || '@scale.example.com', 'Người mua ' || b, '{}'::text[],
            'MSB' || ${pad('b', 6)}, case when b % 50 = 0 then 'MSA000' end, ${since}, ${since}
       from generate_series(0, ${int(buyers - 1)}) b
     union all
     select ${affiliateUid('a')}, ${affiliateUid('a')} || '@scale.example.com', 'Cộng tác viên ' || a, '{}'::text[],
            'MSA' || ${pad('a', 3)}, null, ${since}, ${since}
       from generate_series(0, ${int(affiliates - 1)}) a
     union all
     select '${ADMIN_UID}', '${ADMIN_UID}@scale.example.com', 'Quản trị quy mô', array['admin'], 'MSADMIN', null,
            ${since}, ${since}`,
  );
  add(
    'sign-up referrals',
    `insert into affiliate_referrals (affiliate_id, referred_user_id, created_at)
     select ${affiliateUid('0')}, ${buyerUid('b')}, ${since} from generate_series(0, ${int(buyers - 1)}, 50) b`,
  );
  add(
    'bank accounts',
    `insert into ${ACCOUNTS} (id, user_id, bank_name, account_number, account_holder, is_default, created_at)
     select 'ms-pm-' || uid, uid, 'Vietcombank', '9' || lpad((row_number() over (order by uid))::text, 11, '0'),
            upper(display_name), true, ${since}
       from users where uid like 'ms-c-%' or uid like 'ms-a-%'`,
  );
  add(
    'products',
    `insert into products (id, creator_id, title, description, search_text, price, category_id, subcategory_id,
                           demo_type, status, commission_rate, created_at, updated_at, published_at)
     select ${productIdOf('p')}, ${creatorUid(creatorOf('p'))}, 'Sản phẩm quy mô ' || p,
            'Sản phẩm của bộ dữ liệu quy mô.', 'san pham quy mo ' || p || ' san pham cua bo du lieu quy mo',
            (${array(PRICES)})[p % ${PRICES.length} + 1], 'lap-trinh', 'tro-ly-code', 'info', 'published',
            case when p < ${BIG_CREATOR_PRODUCTS} then 20 else (${array(COMMISSIONS)})[p % ${COMMISSIONS.length} + 1] end,
            ${since}, ${since}, ${since}
       from generate_series(0, ${int(productCount - 1)}) p`,
  );
  // shape.ts planOrder, as SQL: the order's buyer, product, affiliate, time and refund.
  add(
    'plan',
    `create temp table ms_orders on commit drop as
     with base as (
       select i, case when i % 5 = 0 then i / 5 else (i / 5) * 4 + (i % 5) - 1 end as j
         from generate_series(0::bigint, ${int(n - 1)}::bigint) i
     ), rounds as (
       select i, j % ${int(buyers)} as buyer, j / ${int(buyers)} as round from base
     ), picked as (
       select i, buyer,
              case when i % 5 = 0 then (buyer + round * 7) % ${BIG_CREATOR_PRODUCTS}
                   else ${BIG_CREATOR_PRODUCTS} + (buyer * 13 + round * 491) % ${int(sold)} end as product,
              case i % 20 when 1 then 0
                          when 2 then 1 + (i / 20) % ${int(affiliates - 1)}
                          when 10 then 1 + (i / 20) % ${int(affiliates - 1)} end as affiliate,
              to_timestamp(${int(shape.startMs / 1000)} + i * ${int(shape.stepMs / 1000)}) as at
         from rounds
     ), priced as (
       select p.*, (${array(PRICES)})[product % ${PRICES.length} + 1] as price,
              case when product < ${BIG_CREATOR_PRODUCTS} then 20
                   else (${array(COMMISSIONS)})[product % ${COMMISSIONS.length} + 1] end as rate
         from picked p
     ), split as (
       select q.*, (price * ${FEE_BPS}) / 10000 as fee,
              case when affiliate is null then 0
                   else least((price * rate) / 100, price - (price * ${FEE_BPS}) / 10000) end as commission
         from priced q
     )
     select i, 'MS' || ${pad('i', 9)} as id, ${buyerUid('buyer')} as buyer_uid, ${productIdOf('product')} as product_id,
            'Sản phẩm quy mô ' || product as title, ${creatorUid(creatorOf('product'))} as creator_uid,
            case when affiliate is not null then ${affiliateUid('affiliate')} end as affiliate_uid,
            case when affiliate is not null then 'MSA' || ${pad('affiliate', 3)} end as affiliate_code,
            price, rate, fee, commission, price - fee - commission as share, at, at + ${hold} as available_at,
            (i % 100 in (5, 41) and at + interval '${int(REFUND_SENT_AFTER_MS / 1000)} seconds' <= ${at(shape.nowMs)}) as refunded,
            at + interval '${int(REFUND_APPROVED_AFTER_MS / 1000)} seconds' as refund_at,
            at + interval '${int(REFUND_SENT_AFTER_MS / 1000)} seconds' as sent_at
       from split`,
  );
  add(
    'orders',
    `insert into ${ORDERS} (id, buyer_id, product_id, product_title, price, status, referral_code, fee_bps,
                            affiliate_id, commission_rate, created_at, expires_at, paid_at)
     select id, buyer_uid, product_id, title, price,
            (case when refunded then 'refunded' else 'paid' end)::order_status, affiliate_code, ${FEE_BPS},
            affiliate_uid, rate, at - interval '3 minutes', at + interval '1 day' - interval '3 minutes', at
       from ms_orders order by i`,
  );
  add(
    'bank transfers',
    `insert into bank_transfers (provider, provider_id, amount, content, order_id, status, excess, received_at)
     select 'sepay', 'ms-' || i, price, 'TT ' || id, id, 'matched', 0, at from ms_orders order by i`,
  );
  add(
    'library',
    `insert into library_items (user_id, product_id, order_id, granted_at)
     select buyer_uid, product_id, id, at from ms_orders where not refunded order by i`,
  );
  add(
    'refund requests',
    `insert into refund_requests (id, kind, user_id, product_id, order_id, amount, reason, status, created_at,
                                  decided_at, decided_by, bank_name, account_number, account_holder, reference, sent_at)
     select 'MSR' || ${pad('i', 9)}, 'product', buyer_uid, product_id, id, price, 'Sản phẩm không như mô tả.', 'sent',
            at + interval '1 day', refund_at, '${ADMIN_UID}', 'Techcombank', '1903' || ${pad('i', 8)}, 'NGUOI MUA',
            'FTR' || ${pad('i', 9)}, sent_at
       from ms_orders where refunded order by i`,
  );
  // Entry ids are allotted from the current maximum: sale of order i = base + 1 + i, its refund base + 1 + n + i,
  // its refund transfer base + 1 + 2n + i, payouts after base + 3n (two each).
  add(
    'entry base',
    `create temp table ms_base on commit drop as select coalesce(max(id), 0)::bigint as base from ledger_entries`,
  );
  add(
    'sale entries',
    `insert into ledger_entries (id, kind, key, order_id, created_at)
     select base + 1 + i, 'sale', 'sale:' || id, id, at from ms_orders, ms_base order by i`,
  );
  // postSale: cash receives the price; the fee, the creator's earning (held) and the commission credit it.
  add(
    'sale lines',
    `insert into ledger_lines (entry_id, account, user_id, amount, available_at, product_id, role, created_at)
     select base + 1 + i, l.account::ledger_account, l.user_id, l.amount, l.available_at, product_id, l.role, at
       from ms_orders, ms_base,
            lateral (values (1, 'cash', null, price, at, 'sale'),
                            (2, 'fee', null, -fee, at, 'sale'),
                            (3, 'payable', creator_uid, -share, available_at, 'earning'),
                            (4, 'payable', affiliate_uid, -commission, available_at, 'commission'))
              as l(n, account, user_id, amount, available_at, role)
      where l.amount <> 0
      order by i, l.n`,
  );
  add(
    'refund entries',
    `insert into ledger_entries (id, kind, key, order_id, created_at)
     select base + 1 + ${int(n)} + i, 'refund'::ledger_entry_kind, 'refund:' || id, id, refund_at from ms_orders, ms_base
      where refunded
     union all
     select base + 1 + ${int(2 * n)} + i, 'refund_sent'::ledger_entry_kind, 'refund:' || id || ':sent', id, sent_at from ms_orders, ms_base
      where refunded order by 1`,
  );
  // postRefund inside the hold: the price owed back (excess), the fee returned, each earning reversed whole with
  // its own available_at; postRefundSent: the transfer out.
  add(
    'refund lines',
    `insert into ledger_lines (entry_id, account, user_id, amount, available_at, product_id, role, created_at)
     select base + 1 + ${int(n)} + i, l.account::ledger_account, l.user_id, l.amount, l.available_at, product_id,
            l.role, refund_at
       from ms_orders, ms_base,
            lateral (values (1, 'excess', null, -price, refund_at, 'refund'),
                            (2, 'fee', null, fee, refund_at, 'refund'),
                            (3, 'payable', creator_uid, share, available_at, 'earning'),
                            (4, 'payable', affiliate_uid, commission, available_at, 'commission'))
              as l(n, account, user_id, amount, available_at, role)
      where refunded and l.amount <> 0
     union all
     select base + 1 + ${int(2 * n)} + i, l.account::ledger_account, null, l.amount, sent_at, null, 'refund_sent', sent_at
       from ms_orders, ms_base, lateral (values (1, 'excess', price), (2, 'cash', -price)) as l(n, account, amount)
      where refunded
      order by 1, 2`,
  );
  // Monthly payouts: at each payout time, every user with at least the minimum available asks for all of it
  // (at most MAX_PAYOUT); paid a day later when that is before now. A credit counts from the first payout
  // time at or after its available_at (refunded sales credit nothing: their reversal is in the same hold).
  if (times.length > 0) {
    add(
      'payout times',
      `create temp table ms_times on commit drop as
       select k::int as k, t from unnest(array[${times.map(at).join(', ')}]) with ordinality as x(t, k)`,
    );
    add(
      'credits by payout',
      `create temp table ms_credits on commit drop as
       select user_id, k, sum(amount)::bigint as amount from (
         select creator_uid as user_id, available_at, share as amount from ms_orders where not refunded
         union all
         select affiliate_uid, available_at, commission from ms_orders
          where not refunded and affiliate_uid is not null and commission > 0
       ) c
       join lateral (select min(k) as k from ms_times where t >= c.available_at) b on b.k is not null
       group by user_id, k`,
    );
    add('payout plan', `create temp table ms_payouts (user_id text, k int, amount bigint) on commit drop`);
    times.forEach((_, index) => {
      const k = index + 1;
      add(
        `payouts of month ${k}`,
        `insert into ms_payouts
         select c.user_id, ${k}, least(c.amount - coalesce(p.amount, 0), ${MAX_PAYOUT})
           from (select user_id, sum(amount) as amount from ms_credits where k <= ${k} group by user_id) c
           left join (select user_id, sum(amount) as amount from ms_payouts group by user_id) p using (user_id)
          where c.amount - coalesce(p.amount, 0) >= ${int(shape.minPayout)}`,
      );
    });
    add(
      'payouts',
      `create temp table ms_payout_rows on commit drop as
       select row_number() over (order by p.k, p.user_id) as s, 'MSP' || ${pad('row_number() over (order by p.k, p.user_id)', 9)} as id,
              p.user_id, p.k, p.amount, t.t as at, t.t + ${day} <= ${at(shape.nowMs)} as paid
         from ms_payouts p join ms_times t using (k)`,
    );
    add(
      'payout rows',
      `insert into payouts (id, user_id, amount, status, request_key, payout_account_id, bank_name, account_number,
                            account_holder, reference, created_at, decided_at, decided_by)
       select r.id, r.user_id, r.amount, (case when paid then 'paid' else 'requested' end)::payout_status,
              'ms-month-' || r.k, m.id, m.bank_name, m.account_number, m.account_holder,
              case when paid then 'FTP' || ${pad('r.s', 9)} end, r.at, case when paid then r.at + ${day} end,
              case when paid then '${ADMIN_UID}' end
         from ms_payout_rows r join ${ACCOUNTS} m on m.id = 'ms-pm-' || r.user_id order by r.s`,
    );
    add(
      'payout entries',
      `insert into ledger_entries (id, kind, key, payout_id, created_at)
       select base + ${int(3 * n)} + 2 * s - 1, 'payout_requested'::ledger_entry_kind, 'payout:' || id || ':requested', id, at
         from ms_payout_rows, ms_base
       union all
       select base + ${int(3 * n)} + 2 * s, 'payout_paid'::ledger_entry_kind, 'payout:' || id || ':paid', id, at + ${day}
         from ms_payout_rows, ms_base where paid
       order by 1`,
    );
    // postPayoutRequested and postPayoutPaid.
    add(
      'payout lines',
      `insert into ledger_lines (entry_id, account, user_id, amount, available_at, product_id, role, created_at)
       select base + ${int(3 * n)} + 2 * s - 1, l.account::ledger_account, user_id, l.amount, at, null,
              'payout_requested', at
         from ms_payout_rows, ms_base, lateral (values (1, 'payable', amount), (2, 'payout', -amount)) l(n, account, amount)
       union all
       select base + ${int(3 * n)} + 2 * s, l.account::ledger_account, l.user_id, l.amount, at + ${day}, null,
              'payout_paid', at + ${day}
         from ms_payout_rows, ms_base,
              lateral (values (1, 'payout', user_id, amount), (2, 'cash', null, -amount)) l(n, account, user_id, amount)
        where paid
        order by 1`,
    );
  }
  add(
    'entry sequence',
    `select setval(pg_get_serial_sequence('ledger_entries', 'id'), (select max(id) from ledger_entries))`,
  );
  // The big affiliate's clicks (a fifth of the order count) and the small affiliates' (a tenth), over two years,
  // each a different visitor; one in ten on the catalogue link.
  add(
    'clicks',
    `insert into affiliate_clicks (affiliate_id, product_id, visitor_id, day, created_at)
     select affiliate_id, case when c % 10 = 0 then null else ${productIdOf(`${BIG_CREATOR_PRODUCTS} + c % ${int(sold)}`)} end,
            'msv' || ${pad('c', 9)}, to_char(t + interval '7 hours', 'YYYY-MM-DD'), t
       from (select c, case when c % 3 = 2 then ${affiliateUid(`1 + (c / 3) % ${int(affiliates - 1)}`)} else ${affiliateUid('0')} end
                    as affiliate_id,
                    to_timestamp(${int(shape.startMs / 1000)} + (c * ${int(shape.stepMs / 1000)} * 10) / 3) as t
               from generate_series(0::bigint, ${int(Math.floor((n * 3) / 10) - 1)}::bigint) c) x`,
  );
  add(
    'sales counts',
    `update products p set sales_count = s.n
       from (select product_id, count(*)::int as n from ms_orders where not refunded group by product_id) s
      where p.id = s.product_id`,
  );
  // What the database checks at commit (the deferred balance trigger), once for the whole load.
  add(
    'balance check',
    `do $$ declare unbalanced bigint; begin
       select entry_id into unbalanced from ledger_lines where entry_id > (select base from ms_base)
        group by entry_id having sum(amount) <> 0 limit 1;
       if unbalanced is not null then raise exception 'ledger entry % is not balanced', unbalanced; end if;
     end $$`,
  );
  return statements;
}

/** Whether the fixture is already in the database. */
export async function hasFixture(db: Db): Promise<boolean> {
  const rows = await db.execute<{ found: boolean }>(
    sql`select exists (select 1 from users where uid = ${ADMIN_UID}) as found`,
  );
  const list = Array.isArray(rows) ? rows : (rows as unknown as { rows: { found: boolean }[] }).rows;
  return Boolean(list[0]?.found);
}

/** Writes the fixture in one transaction; `log` hears each step. */
export async function fillMoneyScale(db: Db, shape: Shape, log: (message: string) => void = () => undefined) {
  const statements = fixtureStatements(shape);
  await db.transaction(async (tx) => {
    for (const statement of statements) {
      await tx.execute(sql.raw(statement.text));
      log(statement.label);
    }
  });
}
