import type { CreatorSummary } from '@app/shared/contracts/creator';
import type { Product } from '@app/shared/contracts/catalog';
import { useApi } from '../../../test/suite';

const api = useApi();

describe('getAllCreators', () => {
  it('lists creators with their published product counts, anonymously', async () => {
    const answer = await api.call('getAllCreators', null);
    expect(answer.status).toBe(200);
    const creators = answer.body.result as CreatorSummary[];
    expect(creators.find((creator) => creator.uid === 'seed-creator')).toMatchObject({
      displayName: 'Nguyễn Minh Anh',
      productCount: 7,
    });
    expect(creators.some((creator) => creator.uid === 'seed-buyer' || creator.uid === 'seed-admin')).toBe(false);
    expect(creators.filter((creator) => creator.uid.startsWith('seed-')).length).toBeGreaterThanOrEqual(4);
  });
});

describe('getPublicCreatorProfile', () => {
  it('returns the creator and only their published products', async () => {
    const creator = await api.user('creator');
    const published = await api.addProduct(creator.uid);
    await api.addProduct(creator.uid, { status: 'pending' });
    const answer = await api.call('getPublicCreatorProfile', { creatorId: creator.uid });
    expect(answer.status).toBe(200);
    const result = answer.body.result as { creator: CreatorSummary & { joinedAt: string }; products: Product[] };
    expect(result.creator).toMatchObject({ uid: creator.uid, productCount: 1 });
    expect(result.products.map((product) => product.id)).toEqual([published]);
  });

  it('answers 404 for an unknown id or a user who is not a creator', async () => {
    for (const creatorId of ['khong-ton-tai', 'seed-buyer']) {
      const answer = await api.call('getPublicCreatorProfile', { creatorId });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toEqual({ status: 'NOT_FOUND', message: 'Không tìm thấy nhà sáng tạo.' });
    }
  });

  it('requires a creatorId (docs/product.md §5)', async () => {
    for (const data of [{}, { creatorId: '' }, null]) {
      const answer = await api.call('getPublicCreatorProfile', data);
      expect(answer.status).toBe(400);
    }
    expect((await api.call('getPublicCreatorProfile', {})).body.error?.message).toBe('Thiếu mã nhà sáng tạo.');
  });
});

describe('submitCreatorApplication', () => {
  const application = {
    displayName: 'Đỗ Minh Khoa',
    expertise: 'Kế toán doanh nghiệp',
    bio: '10 năm kinh nghiệm kế toán, muốn làm trợ lý AI.',
    sampleIdea: 'Trợ lý đối chiếu hóa đơn đầu vào.',
  };

  it('records one open application per user, with the sample idea', async () => {
    const buyer = await api.user();
    const answer = await api.call(
      'submitCreatorApplication',
      { ...application, portfolioUrl: 'https://khoa.example.vn', phone: '0912345678' },
      buyer.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ status: 'pending', applicationId: expect.any(String) });
    const again = await api.call('submitCreatorApplication', application, buyer.token);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ status: 'ABORTED', message: 'Bạn đã gửi đơn đăng ký và đang chờ duyệt.' });
    const mine = await api.call('getMyCreatorApplication', null, buyer.token);
    expect(mine.body.result).toEqual({
      isCreator: false,
      application: {
        id: (answer.body.result as { applicationId: string }).applicationId,
        status: 'pending',
        displayName: application.displayName,
        expertise: application.expertise,
        bio: application.bio,
        portfolioUrl: 'https://khoa.example.vn',
        phone: '0912345678',
        sampleIdea: application.sampleIdea,
        submittedAt: expect.any(String),
        reviewedAt: null,
        rejectionReason: null,
      },
    });
  });

  it('getMyCreatorApplication: null before applying; the role from the database; signed in only', async () => {
    const buyer = await api.user();
    expect((await api.call('getMyCreatorApplication', null, buyer.token)).body.result).toEqual({
      isCreator: false,
      application: null,
    });
    const creator = await api.user('creator');
    expect((await api.call('getMyCreatorApplication', null, creator.token)).body.result).toEqual({
      isCreator: true,
      application: null,
    });
    expect((await api.call('getMyCreatorApplication', null)).status).toBe(401);
  });

  it('refuses a creator and an anonymous caller', async () => {
    const creator = await api.user('creator');
    const answer = await api.call('submitCreatorApplication', application, creator.token);
    expect(answer.status).toBe(409);
    expect(answer.body.error?.message).toBe('Bạn đã là nhà sáng tạo.');
    expect((await api.call('submitCreatorApplication', application)).status).toBe(401);
  });

  it.each([
    [{ expertise: 'a', bio: 'b' }, 'Vui lòng nhập tên hiển thị.'],
    [{ displayName: 'A', bio: 'b' }, 'Vui lòng nhập lĩnh vực chuyên môn.'],
    [{ displayName: 'A', expertise: 'b', bio: 'c' }, 'Vui lòng nhập ý tưởng sản phẩm mẫu.'],
    [{ displayName: 'A', expertise: 'b', bio: '  ' }, 'Vui lòng nhập giới thiệu bản thân.'],
    [{ displayName: 'A', expertise: 'b', bio: 'c', sampleIdea: 'd', phone: '12345' }, 'Số điện thoại không hợp lệ.'],
    [
      { displayName: 'A', expertise: 'b', bio: 'c', sampleIdea: 'd', portfolioUrl: 'ftp://x.vn' },
      'Đường dẫn hồ sơ năng lực phải bắt đầu bằng http:// hoặc https://.',
    ],
    [
      { displayName: 'A', expertise: 'b', bio: 'c', sampleIdea: 'd', roles: ['admin'] },
      'Trường không được hỗ trợ: roles.',
    ],
  ])('rejects %j with 400 "%s"', async (data, message) => {
    const buyer = await api.user();
    const answer = await api.call('submitCreatorApplication', data, buyer.token);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe(message);
  });
});
