// The money bench's paid bank webhooks: each request pays a pending order of its own in full, so each one
// runs a whole sale (order paid, library grant, sales count, the sale's ledger entry and every stored summary
// the entry's lines update). Measured on one connection and on ten: the platform's summary rows (its cash and
// fee balances, its rows of the day) are written by every sale, so if they made sales wait for each other the
// ten connections would pay hardly more orders per second than one.
//
// The orders are spread so that nothing else is shared between two requests in flight: SALE_CREATORS creators
// with one product each, taken in turn, and buyers taken in turn too (order k: product k mod SALE_CREATORS,
// buyer k mod SALE_BUYERS, coprime counts, so no buyer has two open orders of one product). A run adds its own
// buyers and orders (its tag in their ids), so a kept scale database can be measured again.
import type { Shape } from './shape';

/** Creators (one product each) whose sales the paid webhooks make. */
const SALE_CREATORS = 500;
/** Buyers of a run; coprime with SALE_CREATORS, so order k's (buyer, product) pairs repeat only after 48,500. */
const SALE_BUYERS = 97;
/** Orders prepared per run: more than both scenarios pay on this machine (a few hundred a second at most). */
export const PAID_ORDERS = 30_000;
const PRICE = 99_000;

const int = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
};

/** A run's tag: six capitals or digits, new each run (part of the order ids, which the note carries). */
export const runTag = () => Date.now().toString(36).toUpperCase().slice(-6);

const orderId = (tag: string, index: number) => `BW${tag}${String(index).padStart(6, '0')}`;

/**
 * The creators and their products (once per database), the run's buyers, and PAID_ORDERS pending orders
 * open for a day, at the fee in force.
 */
export function paidOrdersSql(tag: string, fees: Pick<Shape, 'holdDays'> & { feeBps: number }): string[] {
  const buyer = `'bench-wb-${tag.toLowerCase()}-' || b`;
  return [
    `insert into users (uid, email, display_name, roles, affiliate_code, created_at, updated_at)
     select 'bench-wc-' || c, 'bench-wc-' || c || '@bench.example.com', 'Bench WC ' || c, array['creator'],
            upper(md5('bench-wc-' || c)), now(), now()
       from generate_series(0, ${int(SALE_CREATORS - 1)}) c
     on conflict do nothing`,
    `insert into products (id, creator_id, title, description, search_text, price, category_id, subcategory_id,
                           demo_type, status, commission_rate, created_at, updated_at, published_at)
     select 'bench-wp-' || c, 'bench-wc-' || c, 'Sản phẩm bench bench-wp-' || c, 'Sản phẩm của bench.',
            'san pham bench', ${int(PRICE)}, 'lap-trinh', 'tro-ly-code', 'info', 'published', 10, now(), now(), now()
       from generate_series(0, ${int(SALE_CREATORS - 1)}) c
     on conflict do nothing`,
    `insert into users (uid, email, display_name, roles, affiliate_code, created_at, updated_at)
     select ${buyer}, ${buyer} || '@bench.example.com', 'Bench WB', '{}'::text[], upper(md5(${buyer})), now(), now()
       from generate_series(0, ${int(SALE_BUYERS - 1)}) b`,
    `insert into orders (id, buyer_id, product_id, product_title, price, status, fee_bps, created_at, expires_at)
     select 'BW${tag}' || lpad(k::text, 6, '0'), 'bench-wb-${tag.toLowerCase()}-' || (k % ${int(SALE_BUYERS)}),
            'bench-wp-' || (k % ${int(SALE_CREATORS)}), 'Sản phẩm bench bench-wp-' || (k % ${int(SALE_CREATORS)}),
            ${int(PRICE)}, 'pending', ${int(fees.feeBps)}, now(), now() + interval '1 day'
       from generate_series(0, ${int(PAID_ORDERS - 1)}) k`,
  ];
}

/**
 * The next order's transfer to the API's receiving account (`payee`, its config), each call the next order of
 * the run (a new provider id each time).
 */
export function paidTransfers(
  tag: string,
  firstProviderId: number,
  payee: { bankName: string; accountNumber: string },
): () => string {
  let next = 0;
  return () => {
    if (next >= PAID_ORDERS) throw new Error(`the run's ${PAID_ORDERS} orders are all paid`);
    const id = orderId(tag, next);
    next += 1;
    return JSON.stringify({
      id: firstProviderId + next,
      gateway: payee.bankName,
      transactionDate: new Date().toISOString().slice(0, 19).replace('T', ' '),
      accountNumber: payee.accountNumber,
      content: `TT ${id}`,
      transferType: 'in',
      transferAmount: PRICE,
      referenceCode: `BENCHPAID${firstProviderId + next}`,
    });
  };
}

/**
 * How the run's transfers ended: those that paid their order and those that did not (none, or the bench
 * measured something else than sales).
 */
export const paidOutcomeSql = (tag: string) =>
  `select count(*) filter (where status = 'matched')::int as paid,
          count(*) filter (where status <> 'matched')::int as other
     from bank_transfers where content like 'TT BW${tag}%'`;

/** What the sampler saw: per sample, the backends busy with a statement and those waiting for a lock. */
export type LockWaits = { samples: number; active: number; waitingForLocks: number };

/**
 * Samples the database's other backends every `everyMs` until stopped: on average, how many were running a
 * statement and how many of those were waiting for a lock (a row another transaction holds until it commits).
 * Waits for locks are what rows written by every sale would add; the CPU's own queue is not one.
 */
export function sampleLockWaits(
  query: (text: string) => Promise<{ active: number; waiting: number }[]>,
  everyMs = 20,
): { stop: () => Promise<LockWaits> } {
  const seen: LockWaits = { samples: 0, active: 0, waitingForLocks: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const [row] = await query(
        `select count(*) filter (where state = 'active')::int as active,
                count(*) filter (where state = 'active' and wait_event_type = 'Lock')::int as waiting
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      seen.samples += 1;
      seen.active += row?.active ?? 0;
      seen.waitingForLocks += row?.waiting ?? 0;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      const per = (total: number) => Math.round((total / Math.max(1, seen.samples)) * 100) / 100;
      return { samples: seen.samples, active: per(seen.active), waitingForLocks: per(seen.waitingForLocks) };
    },
  };
}
