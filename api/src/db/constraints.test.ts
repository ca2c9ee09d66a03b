// The database itself makes a double purchase or a double grant impossible, whatever the code does.
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy';
import { eq } from 'drizzle-orm';
import { useApi } from '../../test/suite';
import { isUniqueViolation } from './client';
import { bankTransfers, libraryItems, orders } from './schema';

const api = useApi();

const day = 24 * 60 * 60 * 1000;
let seq = 0;
const newOrderId = () => `CONSTR${Date.now().toString(36).toUpperCase().slice(-6)}${(seq += 1)}`.slice(0, 20);

async function rejected(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the database to refuse');
}

/** An order (open for a day unless `fields` say otherwise); resolves to its id. */
async function insertOrder(
  fields: Pick<typeof orders.$inferInsert, 'buyerId' | 'productId' | 'price'> & Partial<typeof orders.$inferInsert>,
): Promise<string> {
  const id = newOrderId();
  await api.app.database.db
    .insert(orders)
    .values({ id, productTitle: 'Sản phẩm', expiresAt: new Date(Date.now() + day), ...fields });
  return id;
}

it.each([
  [
    'paid order for the same buyer and product',
    { productId: 'pong-neon', productTitle: 'Pong Neon', price: 79_000, status: 'paid' as const },
  ],
  [
    'open order for the same buyer and course',
    { courseId: ACADEMY_COURSE_ID, productTitle: 'Khóa học', price: 5_000_000 },
  ],
])('refuses a second %s', async (_label, item) => {
  const buyer = await api.user();
  const order = { buyerId: buyer.uid, ...item, expiresAt: new Date(Date.now() + day) };
  await api.app.database.db.insert(orders).values({ id: newOrderId(), ...order });
  expect(
    isUniqueViolation(await rejected(api.app.database.db.insert(orders).values({ id: newOrderId(), ...order }))),
  ).toBe(true);
});

it('refuses a second grant of the same item, and two grants from one order', async () => {
  const buyer = await api.user();
  const other = await api.user();
  const db = api.app.database.db;
  const id = await insertOrder({ buyerId: buyer.uid, productId: 'thiet-ke-logo', price: 349_000, status: 'paid' });
  await db.insert(libraryItems).values({ userId: buyer.uid, productId: 'thiet-ke-logo', orderId: id });
  expect(
    isUniqueViolation(
      await rejected(db.insert(libraryItems).values({ userId: buyer.uid, productId: 'thiet-ke-logo' })),
    ),
  ).toBe(true);
  expect(
    isUniqueViolation(
      await rejected(db.insert(libraryItems).values({ userId: other.uid, productId: 'pong-neon', orderId: id })),
    ),
  ).toBe(true);
});

it('refuses a bank transfer recorded twice or matched to an already-paid order', async () => {
  const buyer = await api.user();
  const db = api.app.database.db;
  const id = await insertOrder({ buyerId: buyer.uid, productId: 'do-vui-tri-tue', price: 59_000 });
  const transfer = { provider: 'sepay', amount: 59_000, content: `TT ${id}`, status: 'matched' as const };
  await db.insert(bankTransfers).values({ ...transfer, providerId: `p-${id}`, orderId: id });
  expect(
    isUniqueViolation(await rejected(db.insert(bankTransfers).values({ ...transfer, providerId: `p-${id}` }))),
  ).toBe(true);
  expect(
    isUniqueViolation(
      await rejected(db.insert(bankTransfers).values({ ...transfer, providerId: `q-${id}`, orderId: id })),
    ),
  ).toBe(true);
  expect(await db.select().from(bankTransfers).where(eq(bankTransfers.orderId, id))).toHaveLength(1);
});

it('refuses malformed order ids, negative prices and orders for nothing', async () => {
  const buyer = await api.user();
  const base = { buyerId: buyer.uid, productId: 'pong-neon', productTitle: 'x', price: 1, expiresAt: new Date() };
  const db = api.app.database.db;
  await expect(db.insert(orders).values({ ...base, id: 'tt-lower' })).rejects.toBeTruthy();
  await expect(db.insert(orders).values({ ...base, id: newOrderId(), price: -1 })).rejects.toBeTruthy();
  await expect(db.insert(orders).values({ ...base, id: newOrderId(), productId: null })).rejects.toBeTruthy();
});
