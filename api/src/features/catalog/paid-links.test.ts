// `appUrl` — what a buyer pays for — is answered only to the product's owners (library),
// its creator and admins, in every call that returns a product. Walks each such call as anonymous, as a
// buyer who does not own it, as the owner, as its creator and as an admin.
import type { Product } from '@app/shared/contracts/catalog';
import { grant } from '../../domain/entitlements';
import { useApi, useUser } from '../../../test/suite';

const api = useApi();
const creator = useUser(api, 'creator');
const owner = useUser(api);
const stranger = useUser(api);
const admin = useUser(api, 'admin');
let productId: string;
const APP_URL = 'https://apps.example.com/paid-thing';

beforeAll(async () => {
  productId = await api.addProduct(creator.uid, { appUrl: APP_URL, title: 'Ứng dụng trả phí riêng tư' });
  await grant(api.app.database.db, owner.uid, { kind: 'product', id: productId }, null);
  for (const user of [owner, stranger]) await api.call('addToWishlist', { productId }, user.token);
});

type Who = 'anonymous' | 'stranger' | 'owner' | 'creator' | 'admin';
const token = (who: Who) =>
  ({ anonymous: undefined, stranger: stranger.token, owner: owner.token, creator: creator.token, admin: admin.token })[
    who
  ];

async function wishlistOf(who: Who): Promise<Product[]> {
  const answer = await api.call('getWishlist', null, token(who));
  if (answer.status !== 200) throw new Error(`getWishlist ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.result as Product[];
}

/** The product as each product-returning call answers it to `who` (undefined: the call does not list it). */
const CALLS: [string, (who: Who) => Promise<Product | undefined>][] = [
  [
    'listProducts',
    async (who) =>
      (
        (await api.call('listProducts', { query: 'trả phí riêng tư' }, token(who))).body.result as { items: Product[] }
      ).items.find((p) => p.id === productId),
  ],
  ['getProduct', async (who) => (await api.call('getProduct', { productId }, token(who))).body.result as Product],
  [
    'getPublicCreatorProfile',
    async (who) =>
      (
        (await api.call('getPublicCreatorProfile', { creatorId: creator.uid }, token(who))).body.result as {
          products: Product[];
        }
      ).products.find((p) => p.id === productId),
  ],
  [
    'getWishlist',
    async (who) =>
      who === 'owner' || who === 'stranger' ? (await wishlistOf(who)).find((p) => p.id === productId) : undefined,
  ],
  [
    'listMyProducts',
    async (who) =>
      who === 'creator'
        ? ((await api.call('listMyProducts', null, token(who))).body.result as Product[]).find(
            (p) => p.id === productId,
          )
        : undefined,
  ],
];

describe('paid links stay private', () => {
  it.each(CALLS)('%s: appUrl only for the owner, the creator and admins', async (_name, read) => {
    const expected: Record<Who, string | null> = {
      anonymous: null,
      stranger: null,
      owner: APP_URL,
      creator: APP_URL,
      admin: APP_URL,
    };
    for (const who of Object.keys(expected) as Who[]) {
      const product = await read(who);
      if (product === undefined) continue;
      expect({ who, appUrl: product.appUrl }).toEqual({ who, appUrl: expected[who] });
    }
  });

  it('no published product of the catalogue shows its link to an anonymous visitor', async () => {
    // The page and its total come from one statement: on PostgreSQL other suites publish and hide products
    // meanwhile, so a count of the table read beside it could rightly differ.
    const page = (await api.call('listProducts', { pageSize: 48 }, undefined)).body.result as {
      items: Product[];
      total: number;
    };
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBe(Math.min(page.total, 48));
    expect(page.items.filter((p) => p.appUrl !== null)).toEqual([]);
  });
});
