import { linkedInAddUrl } from './certificateLinks';

describe('certificate links', () => {
  it('pre-fills LinkedIn’s certification form', () => {
    const href = linkedInAddUrl(
      { id: 'CERT-ABC123', courseName: 'Học viện Nhà sáng tạo AI', issuedAt: '2026-11-30T20:00:00.000Z' },
      'Học viện Nhà sáng tạo AI',
      'https://aimarket.vn/chung-nhan/CERT-ABC123',
    );
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Học viện Nhà sáng tạo AI',
      organizationName: 'Học viện Nhà sáng tạo AI',
      issueYear: '2026',
      issueMonth: '12',
      certId: 'CERT-ABC123',
      certUrl: 'https://aimarket.vn/chung-nhan/CERT-ABC123',
    });
  });
});
