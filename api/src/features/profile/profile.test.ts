import { and, eq } from 'drizzle-orm';
import { affiliateReferrals } from '../../db/schema';
import { seedToken, signIn, userRow } from '../../../test/harness';
import { useApi } from '../../../test/suite';

const api = useApi();

const email = () => `new-${Math.random().toString(36).slice(2, 10)}@test.example.com`;

describe('registerUser', () => {
  it('creates the Firebase user and the users row, keeping the referral code', async () => {
    const affiliate = await api.user('buyer');
    const affiliateCode = (await userRow(api, affiliate.uid)).affiliateCode;
    const address = email();
    const answer = await api.call('registerUser', {
      email: address,
      password: 'mat-khau-123',
      displayName: 'Hoàng Yến',
      referralCode: affiliateCode,
    });
    expect(answer.status).toBe(200);
    const { uid } = answer.body.result as { uid: string };
    const token = await signIn(address, 'mat-khau-123');
    const profile = await api.call('getUserProfile', null, token);
    expect(profile.body.result).toMatchObject({
      uid,
      email: address,
      displayName: 'Hoàng Yến',
      roles: [],
      library: [],
    });
    expect((await userRow(api, uid)).referredBy).toBe(affiliateCode);
    const referrals = await api.app.database.db
      .select()
      .from(affiliateReferrals)
      .where(and(eq(affiliateReferrals.affiliateId, affiliate.uid), eq(affiliateReferrals.referredUserId, uid)));
    expect(referrals).toHaveLength(1);
  });

  it('answers 409 ABORTED when the e-mail is taken', async () => {
    const address = email();
    expect((await api.call('registerUser', { email: address, password: 'mat-khau-123' })).status).toBe(200);
    const again = await api.call('registerUser', { email: address.toUpperCase(), password: 'mat-khau-456' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      status: 'ABORTED',
      message: 'Email này đã được sử dụng bởi một tài khoản khác.',
    });
  });

  it.each([
    [{ password: 'mat-khau-123' }, 'Vui lòng nhập email.'],
    [{ email: 'khong-phai-email', password: 'mat-khau-123' }, 'Email không hợp lệ.'],
    [{ email: 'a@b.vn' }, 'Vui lòng nhập mật khẩu.'],
    [{ email: 'a@b.vn', password: '12345' }, 'Mật khẩu phải có ít nhất 6 ký tự.'],
    [{ email: 'a@b.vn', password: '123456', referralCode: 'có dấu' }, 'Mã giới thiệu không hợp lệ.'],
    [{ email: 'a@b.vn', password: '123456', isAdmin: true }, 'Trường không được hỗ trợ: isAdmin.'],
    [null, 'Dữ liệu gửi lên không hợp lệ.'],
  ])('rejects %j with 400 "%s"', async (data, message) => {
    const answer = await api.call('registerUser', data);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
    expect(answer.body.error?.message).toBe(message);
  });
});

describe('getUserProfile', () => {
  it('creates the row on first sight for an account made with the SDK directly', async () => {
    const address = email();
    await api.app.identity.auth.createUser({ email: address, password: 'mat-khau-123', displayName: 'Mai Lan' });
    const answer = await api.call('getUserProfile', null, await signIn(address, 'mat-khau-123'));
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ email: address, displayName: 'Mai Lan', roles: [], library: [] });
  });

  it('returns roles and the library of the seed buyer', async () => {
    const answer = await api.call('getUserProfile', null, await seedToken(api, 'seed-buyer'));
    const profile = answer.body.result as {
      roles: string[];
      library: { productId: string; kind: string; title: string }[];
    };
    expect(profile.roles).toEqual([]);
    expect(profile.library.map((item) => [item.kind, item.productId]).sort()).toEqual([
      ['course', 'hoc-vien-creator'],
      ['product', 'viet-bai-chuan-seo'],
    ]);
    const admin = await api.call('getUserProfile', null, await seedToken(api, 'seed-admin'));
    expect((admin.body.result as { roles: string[] }).roles).toEqual(['admin']);
  });

  it('rejects a payload', async () => {
    const buyer = await api.user();
    const answer = await api.call('getUserProfile', { uid: 'x' }, buyer.token);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe('Lời gọi này không nhận dữ liệu.');
  });
});

describe('updateUserProfile', () => {
  it('writes only the fields that are defined', async () => {
    const buyer = await api.user();
    const own = `${api.config.publicApiUrl}/avatars/${buyer.uid}/avatar.jpg?v=1764000000000`;
    const first = await api.call('updateUserProfile', { displayName: '  Ngọc Ánh ', photoURL: own }, buyer.token);
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ displayName: 'Ngọc Ánh', photoURL: own });
    const second = await api.call('updateUserProfile', { displayName: 'Ngọc Ánh Trần' }, buyer.token);
    expect(second.body.result).toMatchObject({ displayName: 'Ngọc Ánh Trần', photoURL: own });
    const cleared = await api.call('updateUserProfile', { photoURL: null }, buyer.token);
    expect(cleared.body.result).toMatchObject({ displayName: 'Ngọc Ánh Trần', photoURL: null });
    const noop = await api.call('updateUserProfile', {}, buyer.token);
    expect(noop.body.result).toMatchObject({ displayName: 'Ngọc Ánh Trần' });
    // Mirrored to Firebase Auth (the header reads the identity's name).
    expect((await api.app.identity.auth.getUser(buyer.uid)).displayName).toBe('Ngọc Ánh Trần');
  });

  it.each([
    [{ displayName: '' }, 'Vui lòng nhập tên hiển thị.'],
    [{ displayName: 'x'.repeat(81) }, 'Tên hiển thị không được dài quá 80 ký tự.'],
    [{ photoURL: 'javascript:alert(1)' }, 'Ảnh đại diện phải bắt đầu bằng http:// hoặc https://.'],
    [{ photoURL: 'khong phai url' }, 'Ảnh đại diện không phải là địa chỉ hợp lệ.'],
    [{ email: 'x@y.vn' }, 'Trường không được hỗ trợ: email.'],
  ])('rejects %j with 400 "%s"', async (data, message) => {
    const buyer = await api.user();
    const answer = await api.call('updateUserProfile', data, buyer.token);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe(message);
  });

  it('takes a photoURL only from our own avatar store, for the caller, or null', async () => {
    const buyer = await api.user();
    const other = await api.user();
    const base = api.config.publicApiUrl;
    const foreign = [
      'https://cdn.example.com/a.jpg',
      'https://tracker.example.com/avatars/x/avatar.jpg',
      `${base}/avatars/${other.uid}/avatar.jpg?v=1`,
      `${base}/avatars/${buyer.uid}/avatar.jpg?v=1&u=track`,
      `${base}/avatars/${buyer.uid}/../${other.uid}/avatar.jpg`,
      `${base}/avatars/${buyer.uid}/other.jpg`,
      `${base.replace('://', '://me:pw@')}/avatars/${buyer.uid}/avatar.jpg`,
      `http://${new URL(base).hostname}.evil.example/avatars/${buyer.uid}/avatar.jpg`,
    ];
    for (const photoURL of foreign) {
      const answer = await api.call('updateUserProfile', { photoURL }, buyer.token);
      expect([photoURL, answer.status, answer.body.error?.message]).toEqual([
        photoURL,
        400,
        'Ảnh đại diện chỉ có thể là ảnh bạn đã tải lên.',
      ]);
    }
    expect((await userRow(api, buyer.uid)).photoURL).toBeNull();
    const own = `${base}/avatars/${buyer.uid}/avatar.jpg`;
    expect((await api.call('updateUserProfile', { photoURL: own }, buyer.token)).body.result).toMatchObject({
      photoURL: own,
    });
  });

  it('requires sign-in', async () => {
    const answer = await api.call('updateUserProfile', { displayName: 'A' });
    expect(answer.status).toBe(401);
  });
});
