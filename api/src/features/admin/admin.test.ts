import { startApi, userRow, type Harness } from '../../../test/harness';

let api: Harness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

const application = { displayName: 'Bùi Thảo', expertise: 'Luật doanh nghiệp', bio: 'Luật sư 12 năm.' };

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
        }),
      ]),
    );
    const approved = await api.call('reviewCreatorApplication', { applicationId, decision: 'approve' }, admin.token);
    expect(approved.body.result).toEqual({ applicationId, status: 'approved' });
    expect((await userRow(api, applicant.uid)).roles).toEqual(['creator']);
    expect((await api.app.identity.auth.getUser(applicant.uid)).customClaims).toEqual({ roles: ['creator'] });
    const again = await api.call('reviewCreatorApplication', { applicationId, decision: 'reject' }, admin.token);
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
});

describe('moderation and figures', () => {
  it('rejects a pending product and reports dashboard figures', async () => {
    const admin = await api.user('admin');
    const creator = await api.user('creator');
    const productId = await api.addProduct(creator.uid, { status: 'pending' });
    const rejected = await api.call('moderateProduct', { productId, decision: 'reject' }, admin.token);
    expect(rejected.body.result).toMatchObject({ id: productId, status: 'rejected' });
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
