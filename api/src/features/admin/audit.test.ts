// The audit log: listed newest first with filters and paging; append-only in the database itself; an action
// and its row commit or roll back together (a failure after the audit insert undoes the change too).
import type { AuditEntry } from '@app/shared/contracts/admin';
import { AUDIT_PAGE_SIZE } from '@app/shared/contracts/admin';
import { asc, eq, sql } from 'drizzle-orm';
import { adminAudit, products, users } from '../../db/schema';
import { audit } from '../../domain/audit';
import { addCourse } from '../../../test/academy';
import { userRow } from '../../../test/harness';
import { useApi, useUser } from '../../../test/suite';

const api = useApi();
const admin = useUser(api, 'admin');
const db = () => api.app.database.db;

type Page = { entries: AuditEntry[]; nextBefore: number | null };
const list = async (input: unknown): Promise<Page> => {
  const answer = await api.call('listAuditLog', input, admin.token);
  expect(answer.status).toBe(200);
  return answer.body.result as Page;
};
const rowsOf = (objectId: string) =>
  db().select().from(adminAudit).where(eq(adminAudit.objectId, objectId)).orderBy(asc(adminAudit.id));

describe('listAuditLog', () => {
  it('lists newest first, with the admin’s e-mail and name, filtered, a page at a time', async () => {
    const writer = await api.user('admin');
    const objectId = `muc-${writer.uid.slice(0, 8)}`;
    const total = AUDIT_PAGE_SIZE + 3;
    await db().transaction(async (tx) => {
      for (let i = 0; i < total; i += 1) {
        await audit(tx, {
          adminId: writer.uid,
          action: i % 2 === 0 ? 'product.publish' : 'product.reject',
          objectId,
          reason: `lần ${i}`,
          before: { n: i },
          after: { n: i + 1, at: new Date(0) },
        });
      }
    });
    const first = await list({ objectId });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      adminId: writer.uid,
      adminEmail: writer.email,
      adminName: 'Người dùng admin',
      action: (total - 1) % 2 === 0 ? 'product.publish' : 'product.reject',
      objectType: 'product',
      objectId,
      reason: `lần ${total - 1}`,
      before: { n: total - 1 },
      after: { n: total, at: '1970-01-01T00:00:00.000Z' },
    });
    const ids = first.entries.map((entry) => entry.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(first.nextBefore).toBe(ids.at(-1));
    const second = await list({ objectId, before: first.nextBefore });
    expect(second.entries.map((entry) => entry.reason)).toEqual(['lần 2', 'lần 1', 'lần 0']);
    expect(second.nextBefore).toBeNull();

    const published = await list({ objectId, action: 'product.publish' });
    expect(published.entries.every((entry) => entry.action === 'product.publish')).toBe(true);
    expect(published.entries).toHaveLength(Math.ceil(total / 2));
    expect((await list({ adminId: writer.uid, objectType: 'product' })).entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect((await list({ adminId: writer.uid, objectType: 'user' })).entries).toEqual([]);
    const bad = await api.call('listAuditLog', { action: 'product.delete' }, admin.token);
    expect([bad.status, bad.body.error?.message]).toEqual([400, 'Hành động không hợp lệ.']);
  });

  it('refuses a page position outside the entry ids (found by the fuzz: it was a 500 from the database)', async () => {
    for (const before of [Number.MAX_SAFE_INTEGER, 2 ** 31, 0, 1.5]) {
      const answer = await api.call('listAuditLog', { before }, admin.token);
      expect([before, answer.status, answer.body.error?.message]).toEqual([
        before,
        400,
        'Vị trí trang nhật ký không hợp lệ.',
      ]);
    }
    expect((await api.call('listAuditLog', { before: 2 ** 31 - 1 }, admin.token)).status).toBe(200);
  });

  it('records quiz saves with the version before and after; a refused save writes nothing', async () => {
    const course = await addCourse(api);
    const draft = {
      courseId: course.courseId,
      title: 'Bài kiểm tra mới',
      passScore: 70,
      attemptLimit: 3,
      timeLimitMinutes: null,
      questions: [{ text: 'Câu hỏi?', options: ['Có', 'Không'], correct: [0], multiple: false, explanation: '' }],
    };
    expect((await api.call('saveQuiz', { ...draft, baseVersion: 1 }, admin.token)).body.result).toEqual({ version: 2 });
    expect((await api.call('saveQuiz', { ...draft, baseVersion: 1 }, admin.token)).status).toBe(409);
    const rows = await rowsOf(course.courseId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      adminId: admin.uid,
      action: 'quiz.save',
      objectType: 'quiz',
      before: { version: 1, title: 'Bài kiểm tra thử' },
      after: { version: 2, title: 'Bài kiểm tra mới', passScore: 70 },
    });
  });
});

describe('the log cannot be changed', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    await db().transaction((tx) => audit(tx, { adminId: admin.uid, action: 'user.suspend', objectId: 'bat-bien' }));
    const [row] = await rowsOf('bat-bien');
    await expect(db().update(adminAudit).set({ reason: 'sửa' }).where(eq(adminAudit.id, row.id))).rejects.toThrow();
    await expect(db().delete(adminAudit).where(eq(adminAudit.id, row.id))).rejects.toThrow();
    await expect(db().execute(sql`truncate admin_audit`)).rejects.toThrow();
    expect(await rowsOf('bat-bien')).toEqual([row]);
  });
});

describe('an action and its audit row are one transaction', () => {
  // A failure forced right after the audit row is inserted (an AFTER INSERT trigger), for this reason only.
  const FORCED = 'FORCED-AUDIT-FAILURE';
  beforeAll(async () => {
    await db().execute(
      sql.raw(`create or replace function admin_audit_test_failure() returns trigger language plpgsql as $$
        begin
          if new.reason = '${FORCED}' then raise exception 'forced failure after the audit insert'; end if;
          return new;
        end $$`),
    );
    await db().execute(
      sql.raw(`create trigger admin_audit_test_failure after insert on admin_audit
        for each row execute function admin_audit_test_failure()`),
    );
  });
  afterAll(async () => {
    await db().execute(sql.raw('drop trigger if exists admin_audit_test_failure on admin_audit'));
    await db().execute(sql.raw('drop function if exists admin_audit_test_failure()'));
  });

  it('unpublishProduct: the product stays on sale when its audit row fails', async () => {
    const creator = await api.user('creator');
    const productId = await api.addProduct(creator.uid);
    const failed = await api.call('unpublishProduct', { productId, reason: FORCED }, admin.token);
    expect(failed.status).toBe(500);
    const [row] = await db().select().from(products).where(eq(products.id, productId));
    expect(row).toMatchObject({ status: 'published', rejectionReason: null });
    expect(await rowsOf(productId)).toEqual([]);
    expect((await api.call('getProduct', { productId })).status).toBe(200);
  });

  it('suspendUser: nothing is suspended, hidden or disabled when its audit row fails', async () => {
    const creator = await api.user('creator');
    const productId = await api.addProduct(creator.uid);
    const failed = await api.call('suspendUser', { uid: creator.uid, reason: FORCED }, admin.token);
    expect(failed.status).toBe(500);
    expect((await userRow(api, creator.uid)).suspendedAt).toBeNull();
    const [row] = await db().select().from(products).where(eq(products.id, productId));
    expect(row.creatorSuspended).toBe(false);
    expect(await rowsOf(creator.uid)).toEqual([]);
    expect((await api.app.identity.auth.getUser(creator.uid)).disabled).toBe(false);
    expect((await api.call('listMyProducts', null, creator.token)).status).toBe(200);
  });

  it('setUserRole: the role is not granted when its audit row fails', async () => {
    const user = await api.user();
    const failed = await api.call(
      'setUserRole',
      { uid: user.uid, role: 'admin', granted: true, reason: FORCED },
      admin.token,
    );
    expect(failed.status).toBe(500);
    const [row] = await db().select({ roles: users.roles }).from(users).where(eq(users.uid, user.uid));
    expect(row.roles).toEqual([]);
    expect((await api.app.identity.auth.getUser(user.uid)).customClaims ?? {}).toEqual({});
  });
});
