// /admin/certificates: find by id or holder, revoke and restore, each audited in its transaction.
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy';
import type { AdminCertificate } from '@app/shared/contracts/admin';
import { serverMessages } from '@app/shared/messages/server';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { adminAudit, certificates, users } from '../../db/schema';
import type { TestUser } from '../../../test/harness';
import { useApi, useUser } from '../../../test/suite';

const api = useApi();
const admin = useUser(api, 'admin');

const word = () =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)
    .padEnd(8, 'x');

async function certify(holder: TestUser, userName: string, issuedAt: Date): Promise<string> {
  const id = `CN-${randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`;
  await api.app.database.db.insert(certificates).values({
    id,
    userId: holder.uid,
    courseId: ACADEMY_COURSE_ID,
    userName,
    courseName: 'Nhà sáng tạo AI',
    score: 92.5,
    issuedAt,
  });
  return id;
}

const find = async (query?: string) => {
  const answer = await api.call('findCertificates', query === undefined ? null : { query }, admin.token);
  expect(answer.status).toBe(200);
  return answer.body.result as AdminCertificate[];
};

describe('findCertificates', () => {
  it('finds by exact id first, else by the holder’s e-mail or name or the printed name, newest first', async () => {
    const tag = word();
    const holder = await api.user();
    await api.app.database.db
      .update(users)
      .set({ displayName: `Phạm Quỳnh ${tag}` })
      .where(eq(users.uid, holder.uid));
    const other = await api.user();
    const older = await certify(holder, `Phạm Quỳnh ${tag}`, new Date(Date.now() - 86_400_000));
    const newer = await certify(other, `Lưu Ý ${tag}`, new Date());

    const byId = await find(older.toLowerCase());
    expect(byId).toEqual([
      {
        id: older,
        userId: holder.uid,
        userEmail: holder.email,
        userName: `Phạm Quỳnh ${tag}`,
        courseName: 'Nhà sáng tạo AI',
        score: 92.5,
        issuedAt: expect.any(String),
        revokedAt: null,
        revokeReason: null,
      },
    ]);
    expect((await find(`pham quynh ${tag.toUpperCase()}`)).map((cert) => cert.id)).toEqual([older]);
    expect((await find(holder.email.toUpperCase())).map((cert) => cert.id)).toEqual([older]);
    expect((await find(`luu y ${tag}`)).map((cert) => cert.id)).toEqual([newer]);
    expect((await find(tag)).map((cert) => cert.id)).toEqual([newer, older]);
    expect(await find(`khong-co-${tag}`)).toEqual([]);
    // Without a query: the newest 50, newest first. Other suites may issue certificates in the same database
    // meanwhile (PostgreSQL runs share one), so this checks the order and that the one just issued is there.
    const newest = await find();
    expect(newest.length).toBeLessThanOrEqual(50);
    const times = newest.map((cert) => Date.parse(cert.issuedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(newest.map((cert) => cert.id)).toContain(newer);
  });
});

describe('revokeCertificate and restoreCertificate', () => {
  const auditOf = (certId: string) =>
    api.app.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.objectId, certId), eq(adminAudit.objectType, 'certificate')))
      .orderBy(asc(adminAudit.id));

  it('revokes and restores; the public page follows; both audited with before and after', async () => {
    const holder = await api.user();
    const certId = await certify(holder, 'Học viên', new Date());
    const notRevoked = await api.call('restoreCertificate', { certId }, admin.token);
    expect([notRevoked.status, notRevoked.body.error?.message]).toEqual([
      409,
      serverMessages.admin.certificateNotRevoked,
    ]);

    const revoked = await api.call('revokeCertificate', { certId, reason: 'Gian lận bài kiểm tra.' }, admin.token);
    expect(revoked.body.result).toMatchObject({ id: certId, revokedAt: expect.any(String) });
    expect((await api.call('getCertificate', { certId })).body.result).toMatchObject({ revokedAt: expect.any(String) });
    expect((await find(certId))[0]).toMatchObject({ revokeReason: 'Gian lận bài kiểm tra.' });

    const restored = await api.call('restoreCertificate', { certId, reason: 'Đã xác minh lại.' }, admin.token);
    expect(restored.status).toBe(200);
    expect(restored.body.result).toMatchObject({ id: certId, revokedAt: null });
    expect((await api.call('getCertificate', { certId })).body.result).toMatchObject({ revokedAt: null });
    const [stored] = await api.app.database.db.select().from(certificates).where(eq(certificates.id, certId));
    expect(stored).toMatchObject({ revokedAt: null, revokeReason: null, revokedBy: null });

    const rows = await auditOf(certId);
    expect(rows.map((row) => [row.adminId, row.action, row.reason])).toEqual([
      [admin.uid, 'certificate.revoke', 'Gian lận bài kiểm tra.'],
      [admin.uid, 'certificate.restore', 'Đã xác minh lại.'],
    ]);
    expect(rows[0].before).toEqual({ revokedAt: null, revokeReason: null, revokedBy: null });
    expect(rows[0].after).toEqual({
      revokedAt: expect.any(String),
      revokeReason: 'Gian lận bài kiểm tra.',
      revokedBy: admin.uid,
    });
    expect(rows[1].after).toEqual({ revokedAt: null, revokeReason: null, revokedBy: null });

    // Again: nothing to restore, nothing written.
    expect((await api.call('restoreCertificate', { certId }, admin.token)).status).toBe(409);
    expect(await auditOf(certId)).toHaveLength(2);
    const unknown = await api.call('restoreCertificate', { certId: 'CN-KHONGCO' }, admin.token);
    expect([unknown.status, unknown.body.error?.message]).toEqual([404, serverMessages.admin.certificateNotFound]);
    expect((await api.call('revokeCertificate', { certId: 'CN-KHONGCO', reason: 'X' }, admin.token)).status).toBe(404);
    expect(await auditOf('CN-KHONGCO')).toEqual([]);
  });
});
