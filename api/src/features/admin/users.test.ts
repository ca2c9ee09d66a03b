// /admin/users: search (diacritics and case ignored, role filters, paging), one user's detail, roles.
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy';
import type { AdminUser, AdminUserDetail } from '@app/shared/contracts/admin';
import { ADMIN_USERS_PAGE_SIZE } from '@app/shared/contracts/admin';
import { serverMessages } from '@app/shared/messages/server';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { adminAudit, certificates, users } from '../../db/schema';
import { userRow } from '../../../test/harness';
import { useApi, useUser } from '../../../test/suite';
import { buy, WEBHOOK_KEY } from '../../../test/ledger';

const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY });
const admin = useUser(api, 'admin');

type Page = { users: AdminUser[]; total: number; page: number; pageSize: number };
const search = async (input: unknown): Promise<Page> => {
  const answer = await api.call('searchUsers', input, admin.token);
  expect(answer.status).toBe(200);
  return answer.body.result as Page;
};
const rename = (uid: string, displayName: string) =>
  api.app.database.db.update(users).set({ displayName }).where(eq(users.uid, uid));
/** A word no other test's user has (letters only: it must survive folding unchanged). */
const tag = () =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)
    .padEnd(8, 'x');

describe('searchUsers', () => {
  it('matches the name ignoring diacritics and case, the e-mail, or the uid; filters by role', async () => {
    const word = tag();
    const anh = await api.user('creator');
    const dung = await api.user('admin');
    const plain = await api.user();
    await rename(anh.uid, `Nguyễn Thị Ánh ${word}`);
    await rename(dung.uid, `Đặng Văn Dũng ${word}`);
    await rename(plain.uid, `Trần An ${word}`);
    const names = (page: Page) => page.users.map((user) => user.displayName).sort();

    expect(names(await search({ query: `ANH ${word}` }))).toEqual([`Nguyễn Thị Ánh ${word}`]);
    expect(names(await search({ query: `đặng văn ${word.toUpperCase()}` }))).toEqual([`Đặng Văn Dũng ${word}`]);
    expect(names(await search({ query: `dung dang ${word}` }))).toEqual([`Đặng Văn Dũng ${word}`]);
    expect((await search({ query: word })).total).toBe(3);
    expect(names(await search({ query: word, role: 'creator' }))).toEqual([`Nguyễn Thị Ánh ${word}`]);
    expect(names(await search({ query: word, role: 'admin' }))).toEqual([`Đặng Văn Dũng ${word}`]);
    expect((await search({ query: word, role: 'suspended' })).users).toEqual([]);
    await api.call('suspendUser', { uid: plain.uid, reason: 'Gian lận.' }, admin.token);
    expect(await search({ query: word, role: 'suspended' })).toMatchObject({
      total: 1,
      users: [{ uid: plain.uid, suspensionReason: 'Gian lận.', suspendedAt: expect.any(String) }],
    });

    // E-mail: any part, case ignored; the uid exactly.
    expect((await search({ query: plain.email.slice(0, 14).toUpperCase() })).users.map((u) => u.uid)).toEqual([
      plain.uid,
    ]);
    expect((await search({ query: anh.uid })).users).toEqual([
      {
        uid: anh.uid,
        email: anh.email,
        displayName: `Nguyễn Thị Ánh ${word}`,
        photoURL: null,
        roles: ['creator'],
        suspendedAt: null,
        suspensionReason: null,
        createdAt: expect.any(String),
      },
    ]);
    // LIKE wildcards are literal.
    expect((await search({ query: `%${word}` })).total).toBe(0);
  });

  it('pages newest first with the total', async () => {
    const word = tag();
    const made: string[] = [];
    for (let i = 0; i < ADMIN_USERS_PAGE_SIZE + 2; i += 1) {
      const uid = `search-${word}-${i}`;
      await api.app.database.db.insert(users).values({
        uid,
        email: `${uid}@test.example.com`,
        displayName: `Học viên ${word} ${i}`,
        affiliateCode: `S${word}${i}`.toUpperCase(),
        createdAt: new Date(Date.now() - (100 - i) * 1000),
      });
      made.push(uid);
    }
    const first = await search({ query: word });
    expect(first).toMatchObject({ total: ADMIN_USERS_PAGE_SIZE + 2, page: 1, pageSize: ADMIN_USERS_PAGE_SIZE });
    expect(first.users.map((user) => user.uid)).toEqual([...made].reverse().slice(0, ADMIN_USERS_PAGE_SIZE));
    const second = await search({ query: word, page: 2 });
    expect(second.users.map((user) => user.uid)).toEqual([made[1], made[0]]);
    expect(await search({ query: word, page: 3 })).toMatchObject({ users: [], total: ADMIN_USERS_PAGE_SIZE + 2 });
    // No query: everyone, newest first.
    const everyone = await search(null);
    expect(everyone.total).toBeGreaterThanOrEqual(ADMIN_USERS_PAGE_SIZE + 2);
    const dates = everyone.users.map((user) => user.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('getAdminUser', () => {
  it('shows the user, their orders, products, balance and certificates', async () => {
    const creator = await api.user('creator');
    const buyer = await api.user();
    const productId = await api.addProduct(creator.uid, { price: 200_000, title: 'Trợ lý hồ sơ' });
    const draft = await api.addProduct(creator.uid, { status: 'draft' });
    const orderId = await buy(api, productId, buyer);
    await api.app.database.db.insert(certificates).values({
      id: `CN-${tag().toUpperCase()}`,
      userId: buyer.uid,
      courseId: ACADEMY_COURSE_ID,
      userName: 'Học viên',
      courseName: 'Khóa học',
      score: 90,
    });

    const ofBuyer = (await api.call('getAdminUser', { uid: buyer.uid }, admin.token)).body.result as AdminUserDetail;
    expect(ofBuyer.user).toMatchObject({ uid: buyer.uid, email: buyer.email, roles: [] });
    expect(ofBuyer.orders).toEqual([
      {
        id: orderId,
        title: 'Trợ lý hồ sơ',
        price: 200_000,
        status: 'paid',
        createdAt: expect.any(String),
        paidAt: expect.any(String),
        selfReferral: null,
        selfReferralAffiliateId: null,
      },
    ]);
    expect(ofBuyer.products).toEqual([]);
    expect(ofBuyer.certificates).toEqual([
      { id: expect.stringMatching(/^CN-/), courseName: 'Khóa học', revokedAt: null },
    ]);

    const ofCreator = (await api.call('getAdminUser', { uid: creator.uid }, admin.token)).body
      .result as AdminUserDetail;
    expect(ofCreator.products.map((product) => [product.id, product.status]).sort()).toEqual(
      [
        [productId, 'published'],
        [draft, 'draft'],
      ].sort(),
    );
    // The sale's earning (price less the 10% fee) is held: pending, as the creator's own overview says.
    expect(ofCreator.balance).toEqual({ pending: 180_000, available: 0, requested: 0, paidOut: 0, owed: 0 });
    const overview = (await api.call('getPayoutOverview', null, creator.token)).body.result as {
      balance: AdminUserDetail['balance'];
    };
    expect(ofCreator.balance).toEqual(overview.balance);

    const unknown = await api.call('getAdminUser', { uid: 'khong-co-ai' }, admin.token);
    expect([unknown.status, unknown.body.error?.message]).toEqual([404, serverMessages.admin.userNotFound]);
  });
});

describe('setUserRole', () => {
  const roleAudit = (uid: string) =>
    api.app.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.objectId, uid), eq(adminAudit.objectType, 'user')));

  it('grants and revokes in the database and the claim (other claims kept), audited once per change', async () => {
    const user = await api.user();
    await api.app.identity.auth.setCustomUserClaims(user.uid, { beta: true });
    const grant = await api.call(
      'setUserRole',
      { uid: user.uid, role: 'creator', granted: true, reason: 'Đối tác.' },
      admin.token,
    );
    expect(grant.body.result).toMatchObject({ uid: user.uid, roles: ['creator'] });
    expect((await userRow(api, user.uid)).roles).toEqual(['creator']);
    expect((await api.app.identity.auth.getUser(user.uid)).customClaims).toEqual({ beta: true, roles: ['creator'] });
    // The same token: every role check reads the database.
    expect((await api.call('listMyProducts', null, user.token)).status).toBe(200);
    // Granting again changes nothing and writes nothing.
    await api.call('setUserRole', { uid: user.uid, role: 'creator', granted: true }, admin.token);
    expect((await userRow(api, user.uid)).roles).toEqual(['creator']);
    await api.call('setUserRole', { uid: user.uid, role: 'admin', granted: true }, admin.token);
    expect((await api.call('searchUsers', null, user.token)).status).toBe(200);
    const revoke = await api.call('setUserRole', { uid: user.uid, role: 'creator', granted: false }, admin.token);
    expect(revoke.body.result).toMatchObject({ roles: ['admin'] });
    expect((await api.app.identity.auth.getUser(user.uid)).customClaims).toEqual({ beta: true, roles: ['admin'] });
    expect((await api.call('listMyProducts', null, user.token)).status).toBe(403);

    const rows = await roleAudit(user.uid);
    expect(rows.map((row) => [row.action, row.before, row.after, row.reason])).toEqual([
      ['user.grant-role', { roles: [] }, { roles: ['creator'] }, 'Đối tác.'],
      ['user.grant-role', { roles: ['creator'] }, { roles: ['creator', 'admin'] }, null],
      ['user.revoke-role', { roles: ['creator', 'admin'] }, { roles: ['admin'] }, null],
    ]);
  });

  it('an admin cannot revoke their own admin role; unknown users are not found', async () => {
    const self = await api.call('setUserRole', { uid: admin.uid, role: 'admin', granted: false }, admin.token);
    expect([self.status, self.body.error?.message]).toEqual([403, serverMessages.admin.notYourself]);
    expect((await userRow(api, admin.uid)).roles).toContain('admin');
    expect(await roleAudit(admin.uid)).toEqual([]);
    const unknown = await api.call('setUserRole', { uid: 'khong-co-ai', role: 'creator', granted: true }, admin.token);
    expect([unknown.status, unknown.body.error?.message]).toEqual([404, serverMessages.admin.userNotFound]);
    const bad = await api.call('setUserRole', { uid: admin.uid, role: 'owner', granted: true }, admin.token);
    expect([bad.status, bad.body.error?.message]).toEqual([400, 'Vai trò không hợp lệ.']);
  });
});
