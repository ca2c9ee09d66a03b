// A suspension takes effect on the user's very next call, whatever token they hold (private calls
// and public reads whose verification is cached alike); their products leave every public listing at once
// and come back on restore; buyers who own one keep it.
import type { AdminUser } from '@app/shared/contracts/admin';
import type { Category, Product } from '@app/shared/contracts/catalog';
import { ACCOUNT_SUSPENDED } from '@app/shared/contracts/errors';
import { serverMessages } from '@app/shared/messages/server';
import { and, eq } from 'drizzle-orm';
import { adminAudit, products } from '../../db/schema';
import { signIn, userRow, type TestUser } from '../../../test/harness';
import { useApi } from '../../../test/suite';
import { buy, WEBHOOK_KEY } from '../../../test/ledger';

// The category's count is checked exactly: on PostgreSQL the file gets a database no other file adds to.
const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY }, { ownDatabase: true });

const SUSPENDED = serverMessages.protocol.suspended;

const auditRows = (objectId: string, action: string) =>
  api.app.database.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.objectId, objectId), eq(adminAudit.action, action)));

/** What the public (or `token`'s holder) sees of `productId` in each listing. */
async function visibility(productId: string, title: string, creatorId: string, viewer: TestUser) {
  const listed = (await api.call('listProducts', { query: title })).body.result as { items: Product[] };
  const categories = (await api.call('listCategories', null)).body.result as Category[];
  const creators = (await api.call('getAllCreators', null)).body.result as { uid: string }[];
  const wishlist = (await api.call('getWishlist', null, viewer.token)).body.result as Product[];
  const marketplace = (await api.call('listAffiliateProducts', { query: title }, viewer.token)).body.result as {
    items: { id: string }[];
  };
  return {
    listProducts: listed.items.some((item) => item.id === productId),
    categoryCount: categories.find((category) => category.id === 'lap-trinh')?.productCount,
    getProduct: (await api.call('getProduct', { productId })).status,
    getAllCreators: creators.some((creator) => creator.uid === creatorId),
    creatorProfile: (await api.call('getPublicCreatorProfile', { creatorId })).status,
    wishlist: wishlist.some((item) => item.id === productId),
    affiliateMarketplace: marketplace.items.some((item) => item.id === productId),
  };
}

describe('suspendUser and restoreUser', () => {
  it('refuses the next call at once, hides the products everywhere; restore brings both back', async () => {
    const admin = await api.user('admin');
    const creator = await api.user('creator');
    const owner = await api.user();
    const fan = await api.user();
    const title = `Trợ lý tạm khóa ${creator.uid.slice(0, 6)}`;
    const productId = await api.addProduct(creator.uid, { title, commissionRate: 20 });
    await buy(api, productId, owner);
    expect((await api.call('addToWishlist', { productId }, fan.token)).status).toBe(200);

    // A private call and a public read with the token (its verification is now cached) both succeed.
    expect((await api.call('getPaymentMethods', null, creator.token)).status).toBe(200);
    expect((await api.call('listProducts', { query: title }, creator.token)).status).toBe(200);
    const before = await visibility(productId, title, creator.uid, fan);
    expect(before).toMatchObject({
      listProducts: true,
      getProduct: 200,
      getAllCreators: true,
      creatorProfile: 200,
      wishlist: true,
      affiliateMarketplace: true,
    });

    const suspended = await api.call('suspendUser', { uid: creator.uid, reason: 'Bán sản phẩm vi phạm.' }, admin.token);
    expect(suspended.status).toBe(200);
    expect(suspended.body.result).toMatchObject({
      uid: creator.uid,
      suspendedAt: expect.any(String),
      suspensionReason: 'Bán sản phẩm vi phạm.',
    });

    // The very next call, private or public with the token, is refused with the suspension's text.
    for (const [name, input] of [
      ['getPaymentMethods', null],
      ['getUserProfile', null],
      ['listMyProducts', null],
      ['listProducts', { query: title }],
      ['getProduct', { productId }],
    ] as const) {
      const answer = await api.call(name, input, creator.token);
      // The details mark it for the client, which then ends the session and says why.
      expect({ name, status: answer.status, error: answer.body.error }).toEqual({
        name,
        status: 403,
        error: { status: 'PERMISSION_DENIED', message: SUSPENDED, details: ACCOUNT_SUSPENDED },
      });
    }
    // The identity service disabled the account: no new sign-in either.
    expect((await api.app.identity.auth.getUser(creator.uid)).disabled).toBe(true);
    await expect(signIn(creator.email, creator.password)).rejects.toThrow();

    // Gone from every public listing at once (the catalogue cache was dropped).
    const during = await visibility(productId, title, creator.uid, fan);
    expect(during).toEqual({
      listProducts: false,
      categoryCount: (before.categoryCount ?? 0) - 1,
      getProduct: 404,
      getAllCreators: false,
      creatorProfile: 404,
      wishlist: false,
      affiliateMarketplace: false,
    });
    const order = await api.call('createProductOrder', { productId }, fan.token);
    expect([order.status, order.body.error?.message]).toEqual([404, 'Không tìm thấy sản phẩm.']);
    expect((await api.call('addToWishlist', { productId }, fan.token)).status).toBe(404);
    // The buyer who owns it keeps it; an admin still sees it.
    expect((await api.call('getProduct', { productId }, owner.token)).body.result).toMatchObject({ id: productId });
    expect((await api.call('getProduct', { productId }, admin.token)).status).toBe(200);

    const [stored] = await api.app.database.db.select().from(products).where(eq(products.id, productId));
    expect(stored).toMatchObject({ status: 'published', creatorSuspended: true });
    const [row] = await auditRows(creator.uid, 'user.suspend');
    expect(row).toMatchObject({
      adminId: admin.uid,
      objectType: 'user',
      reason: 'Bán sản phẩm vi phạm.',
      before: { suspendedAt: null, suspensionReason: null },
      after: { suspensionReason: 'Bán sản phẩm vi phạm.', productsHidden: 1 },
    });

    // Again: answered as is, nothing written twice.
    const again = await api.call('suspendUser', { uid: creator.uid, reason: 'Lý do khác' }, admin.token);
    expect((again.body.result as AdminUser).suspensionReason).toBe('Bán sản phẩm vi phạm.');
    expect(await auditRows(creator.uid, 'user.suspend')).toHaveLength(1);

    const restored = await api.call('restoreUser', { uid: creator.uid, reason: 'Đã khắc phục.' }, admin.token);
    expect(restored.body.result).toMatchObject({ uid: creator.uid, suspendedAt: null, suspensionReason: null });
    expect((await api.app.identity.auth.getUser(creator.uid)).disabled).toBe(false);
    expect(await auditRows(creator.uid, 'user.restore')).toEqual([
      expect.objectContaining({
        adminId: admin.uid,
        reason: 'Đã khắc phục.',
        after: expect.objectContaining({ suspendedAt: null }),
      }),
    ]);
    // The refresh tokens were revoked at the suspension: an ID token signed in before that second no longer
    // passes a strict check (the identity service counts in whole seconds, so a token from the same second
    // still does); a new sign-in works.
    const account = await api.app.identity.auth.getUser(creator.uid);
    const revokedAt = Date.parse(account.tokensValidAfterTime ?? '');
    const suspendedAt = Date.parse((suspended.body.result as AdminUser).suspendedAt ?? '');
    expect(revokedAt).toBeGreaterThanOrEqual(Math.floor(suspendedAt / 1000) * 1000);
    const authTime = (
      JSON.parse(Buffer.from(creator.token.split('.')[1], 'base64url').toString()) as { auth_time: number }
    ).auth_time;
    expect((await api.call('getPaymentMethods', null, creator.token)).status).toBe(
      authTime * 1000 < revokedAt ? 401 : 200,
    );
    const fresh = await signIn(creator.email, creator.password);
    expect((await api.call('getPaymentMethods', null, fresh)).status).toBe(200);
    expect((await api.call('listMyProducts', null, fresh)).status).toBe(200);
    expect(await visibility(productId, title, creator.uid, fan)).toEqual(before);
    expect((await api.call('restoreUser', { uid: creator.uid }, admin.token)).status).toBe(200);
    expect(await auditRows(creator.uid, 'user.restore')).toHaveLength(1);
  });

  it('tells a token the API has never seen why it is refused (403), not only a cached one', async () => {
    const admin = await api.user('admin');
    const creator = await api.user('creator');
    // A token minted before the suspension and first shown after it: no cached verification names its holder
    // (with the Auth emulator, even a non-strict verification then fails on the disabled account).
    const unseen = await signIn(creator.email, creator.password);
    expect((await api.call('suspendUser', { uid: creator.uid, reason: 'Gian lận.' }, admin.token)).status).toBe(200);
    const refused = await api.call('getPaymentMethods', null, unseen);
    expect([refused.status, refused.body.error?.message]).toEqual([403, SUSPENDED]);
    // A forged token still only hears "sign in again".
    const forged = await api.call('getPaymentMethods', null, `${unseen.slice(0, -4)}xxxx`);
    expect(forged.status).toBe(401);
  });

  it('an admin cannot suspend themselves; an unknown user is not found; a buyer may not suspend', async () => {
    const admin = await api.user('admin');
    const self = await api.call('suspendUser', { uid: admin.uid, reason: 'Thử' }, admin.token);
    expect([self.status, self.body.error?.message]).toEqual([403, serverMessages.admin.notYourself]);
    expect((await userRow(api, admin.uid)).suspendedAt).toBeNull();
    const unknown = await api.call('suspendUser', { uid: 'khong-co-ai', reason: 'Thử' }, admin.token);
    expect([unknown.status, unknown.body.error?.message]).toEqual([404, serverMessages.admin.userNotFound]);
    expect((await api.call('restoreUser', { uid: 'khong-co-ai' }, admin.token)).status).toBe(404);
    const buyer = await api.user();
    const other = await api.user();
    expect((await api.call('suspendUser', { uid: other.uid, reason: 'Thử' }, buyer.token)).status).toBe(403);
    expect((await userRow(api, other.uid)).suspendedAt).toBeNull();
  });

  it('suspends an admin too: their admin calls stop at once', async () => {
    const admin = await api.user('admin');
    const other = await api.user('admin');
    expect((await api.call('searchUsers', null, other.token)).status).toBe(200);
    expect((await api.call('suspendUser', { uid: other.uid, reason: 'Tài khoản bị lộ.' }, admin.token)).status).toBe(
      200,
    );
    const refused = await api.call('suspendUser', { uid: admin.uid, reason: 'Trả đũa' }, other.token);
    expect([refused.status, refused.body.error?.message]).toEqual([403, SUSPENDED]);
    expect((await userRow(api, admin.uid)).suspendedAt).toBeNull();
  });
});
