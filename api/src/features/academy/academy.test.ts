import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy';
import QRCode from 'qrcode';
import { seedToken } from '../../../test/harness';
import { useApi } from '../../../test/suite';

const api = useApi();

describe('getCourseProgress', () => {
  it('returns the completed lessons of the caller', async () => {
    const answer = await api.call(
      'getCourseProgress',
      { userId: 'seed-buyer', courseId: ACADEMY_COURSE_ID },
      await seedToken(api, 'seed-buyer'),
    );
    expect(answer.status).toBe(200);
    expect((answer.body.result as { completedLessons: string[] }).completedLessons).toHaveLength(6);
    const fresh = await api.user();
    const empty = await api.call('getCourseProgress', { userId: fresh.uid, courseId: ACADEMY_COURSE_ID }, fresh.token);
    expect(empty.body.result).toEqual({ completedLessons: [] });
  });

  it('answers an empty list when userId or courseId is missing (docs/product.md §5)', async () => {
    const buyer = await api.user();
    for (const data of [
      {},
      { userId: buyer.uid },
      { courseId: ACADEMY_COURSE_ID },
      { userId: '', courseId: ACADEMY_COURSE_ID },
      null,
    ]) {
      const answer = await api.call('getCourseProgress', data, buyer.token);
      expect(answer.status).toBe(200);
      expect(answer.body.result).toEqual({ completedLessons: [] });
    }
    expect((await api.call('getCourseProgress', {})).body.result).toEqual({ completedLessons: [] });
  });

  it('lets only the user and admins read a user’s progress', async () => {
    const other = await api.user();
    const admin = await api.user('admin');
    const data = { userId: 'seed-buyer', courseId: ACADEMY_COURSE_ID };
    const foreign = await api.call('getCourseProgress', data, other.token);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.message).toBe('Bạn không có quyền xem tiến độ học của người khác.');
    expect((await api.call('getCourseProgress', data, admin.token)).status).toBe(200);
    expect((await api.call('getCourseProgress', data)).status).toBe(401);
  });

  it('rejects unknown fields and wrong types', async () => {
    const buyer = await api.user();
    const answer = await api.call('getCourseProgress', { userId: 1, courseId: ACADEMY_COURSE_ID }, buyer.token);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe('Mã người dùng không hợp lệ.');
    expect((await api.call('getCourseProgress', { lesson: 'x' }, buyer.token)).body.error?.message).toBe(
      'Trường không được hỗ trợ: lesson.',
    );
  });
});

describe('getCertificate', () => {
  it('is public and carries the certificate fields', async () => {
    const answer = await api.call('getCertificate', { certId: 'CN-2026-000001' });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({
      id: 'CN-2026-000001',
      userName: 'Trần Thu Hà',
      courseName: 'Học viện Nhà sáng tạo AI',
      courseId: ACADEMY_COURSE_ID,
      score: 86.6667,
      issuedAt: '2026-01-13T08:00:00.000Z',
      revokedAt: null,
      url: 'http://localhost:3000/chung-nhan/CN-2026-000001',
      qrSvg: expect.stringMatching(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/),
    });
  });

  it('carries its address on the site (PUBLIC_WEB_URL) as a QR code with a quiet zone', async () => {
    const { url, qrSvg } = (await api.call('getCertificate', { certId: 'CN-2026-000001' })).body.result as {
      url: string;
      qrSvg: string;
    };
    // The modules of that address's code, drawn 2 modules in from every edge.
    const code = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const side = code.modules.size + 4;
    expect(qrSvg).toContain(`viewBox="0 0 ${side} ${side}"`);
    // The dark modules are one stroked path of moves (M x y, m dx dy) and horizontal runs (h n) along row centres.
    const dark = new Set<string>();
    const path = /stroke="#000000" d="([^"]+)"/.exec(qrSvg)?.[1] ?? '';
    let x = 0;
    let y = 0;
    for (const [, command, a, b] of path.matchAll(/([Mmh])(\d+(?:\.\d+)?)(?: (\d+(?:\.\d+)?))?/g)) {
      if (command === 'M') [x, y] = [Number(a), Number(b)];
      else if (command === 'm') [x, y] = [x + Number(a), y + Number(b)];
      else {
        for (let i = 0; i < Number(a); i += 1) dark.add(`${x + i},${Math.floor(y)}`);
        x += Number(a);
      }
    }
    const expected = new Set<string>();
    for (let row = 0; row < code.modules.size; row += 1) {
      for (let col = 0; col < code.modules.size; col += 1) {
        if (code.modules.get(row, col)) expected.add(`${col + 2},${row + 2}`);
      }
    }
    expect(dark.size).toBeGreaterThan(0);
    expect([...dark].sort()).toEqual([...expected].sort());
  });

  it('uses the catalogue texts for an unknown or missing certId', async () => {
    const unknown = await api.call('getCertificate', { certId: 'CN-0000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ status: 'NOT_FOUND', message: 'Không tìm thấy chứng nhận này.' });
    for (const data of [{}, { certId: '' }, { certId: 'a/b' }]) {
      const answer = await api.call('getCertificate', data);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.message).toBe('Mã chứng nhận không hợp lệ.');
    }
  });
});
