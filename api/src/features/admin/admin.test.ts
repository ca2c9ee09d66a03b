import { eq } from 'drizzle-orm';
import { creatorApplications } from '../../db/schema';
import { userRow } from '../../../test/harness';
import { useApi } from '../../../test/suite';

const api = useApi();

const application = {
  displayName: 'Bùi Thảo',
  expertise: 'Luật doanh nghiệp',
  bio: 'Luật sư 12 năm.',
  sampleIdea: 'Trợ lý soạn hợp đồng.',
};

describe('creator applications', () => {
  it('lists pending applications and approving grants the creator role and claim', async () => {
    const admin = await api.user('admin');
    const applicant = await api.user();
    const { applicationId } = (await api.call('submitCreatorApplication', application, applicant.token)).body
      .result as { applicationId: string };
    const listed = await api.call('listCreatorApplications', { status: 'pending' }, admin.token);
    expect(listed.body.result).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: applicationId,
          userId: applicant.uid,
          email: applicant.email,
          status: 'pending',
          sampleIdea: application.sampleIdea,
          rejectionReason: null,
        }),
      ]),
    );
    // Before approval the applicant is refused in the creator area.
    expect((await api.call('listMyProducts', null, applicant.token)).status).toBe(403);
    const approved = await api.call('reviewCreatorApplication', { applicationId, decision: 'approve' }, admin.token);
    expect(approved.body.result).toEqual({ applicationId, status: 'approved' });
    expect((await userRow(api, applicant.uid)).roles).toEqual(['creator']);
    expect((await api.app.identity.auth.getUser(applicant.uid)).customClaims).toEqual({ roles: ['creator'] });
    const [stored] = await api.app.database.db
      .select()
      .from(creatorApplications)
      .where(eq(creatorApplications.id, applicationId));
    expect(stored).toMatchObject({ reviewedBy: admin.uid, rejectionReason: null, reviewedAt: expect.any(Date) });
    // Still signed in with the same ID token (not revoked): the profile and the creator area answer at once.
    const profile = await api.call('getUserProfile', null, applicant.token);
    expect((profile.body.result as { roles: string[] }).roles).toEqual(['creator']);
    expect((await api.call('listMyProducts', null, applicant.token)).status).toBe(200);
    expect((await api.call('getMyCreatorApplication', null, applicant.token)).body.result).toMatchObject({
      isCreator: true,
      application: { id: applicationId, status: 'approved', reviewedAt: expect.any(String) },
    });
    const again = await api.call(
      'reviewCreatorApplication',
      { applicationId, decision: 'reject', reason: 'Muộn' },
      admin.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('Đơn đăng ký này đã được xử lý.');
    const unknown = await api.call(
      'reviewCreatorApplication',
      { applicationId: 'khong-co', decision: 'approve' },
      admin.token,
    );
    expect(unknown.status).toBe(404);
    const invalid = await api.call('reviewCreatorApplication', { applicationId, decision: 'maybe' }, admin.token);
    expect(invalid.status).toBe(400);
    expect(invalid.body.error?.message).toBe('Quyết định phải là chấp thuận hoặc từ chối.');
  });

  it('rejects only with a reason, which the applicant sees; they may then apply again', async () => {
    const admin = await api.user('admin');
    const applicant = await api.user();
    const submit = async () =>
      (
        (await api.call('submitCreatorApplication', application, applicant.token)).body.result as {
          applicationId: string;
        }
      ).applicationId;
    const first = await submit();
    const noReason = await api.call(
      'reviewCreatorApplication',
      { applicationId: first, decision: 'reject' },
      admin.token,
    );
    expect([noReason.status, noReason.body.error?.message]).toEqual([400, 'Vui lòng nhập lý do từ chối.']);
    const rejected = await api.call(
      'reviewCreatorApplication',
      { applicationId: first, decision: 'reject', reason: 'Hồ sơ năng lực chưa rõ ràng.' },
      admin.token,
    );
    expect(rejected.body.result).toEqual({ applicationId: first, status: 'rejected' });
    expect((await api.call('getMyCreatorApplication', null, applicant.token)).body.result).toMatchObject({
      isCreator: false,
      application: { id: first, status: 'rejected', rejectionReason: 'Hồ sơ năng lực chưa rõ ràng.' },
    });
    expect((await userRow(api, applicant.uid)).roles).toEqual([]);
    const [stored] = await api.app.database.db
      .select()
      .from(creatorApplications)
      .where(eq(creatorApplications.id, first));
    expect(stored.reviewedBy).toBe(admin.uid);

    const second = await submit();
    expect(second).not.toBe(first);
    expect((await api.call('getMyCreatorApplication', null, applicant.token)).body.result).toMatchObject({
      application: { id: second, status: 'pending', rejectionReason: null, reviewedAt: null },
    });
    const listed = await api.call('listCreatorApplications', null, admin.token);
    const mine = (listed.body.result as { id: string; userId: string }[]).filter((a) => a.userId === applicant.uid);
    expect(mine.map((a) => a.id).sort()).toEqual([first, second].sort());
  });
});

describe('moderation and figures', () => {
  it('rejects a pending product and reports dashboard figures', async () => {
    const admin = await api.user('admin');
    const creator = await api.user('creator');
    const productId = await api.addProduct(creator.uid, { status: 'pending' });
    const rejected = await api.call(
      'moderateProduct',
      { productId, decision: 'reject', reason: 'Mô tả chưa đầy đủ.' },
      admin.token,
    );
    expect(rejected.body.result).toMatchObject({
      id: productId,
      status: 'rejected',
      rejectionReason: 'Mô tả chưa đầy đủ.',
    });
    expect(
      (await api.call('moderateProduct', { productId: 'khong-co', decision: 'publish' }, admin.token)).status,
    ).toBe(404);
    const stats = await api.call('getAdminStats', null, admin.token);
    expect(stats.status).toBe(200);
    expect(stats.body.result).toMatchObject({
      publishedProducts: expect.any(Number),
      paidTransactions: expect.any(Number),
      revenue: expect.any(Number),
    });
    const figures = stats.body.result as { publishedProducts: number; paidTransactions: number; revenue: number };
    expect(figures.publishedProducts).toBeGreaterThanOrEqual(26);
    expect(figures.paidTransactions).toBeGreaterThanOrEqual(2);
    expect(figures.revenue).toBeGreaterThanOrEqual(5_299_000);
  });
});
