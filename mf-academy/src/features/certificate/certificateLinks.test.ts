import { certificateUrl, formatCertificateDate, linkedInAddUrl } from './certificateLinks';

describe('certificate links', () => {
  it('builds the certificate’s absolute URL', () => {
    expect(certificateUrl('https://aimarket.vn', 'CERT-1')).toBe('https://aimarket.vn/chung-nhan/CERT-1');
    expect(certificateUrl('http://localhost:3000', 'a/b')).toBe('http://localhost:3000/chung-nhan/a%2Fb');
  });

  it('shows the issue date in en-GB format, in the academy’s time zone', () => {
    expect(formatCertificateDate('2026-11-21T10:05:00.000Z')).toBe('21/11/2026');
    // 20:00 UTC on 30 Nov is already 1 December in Vietnam.
    expect(formatCertificateDate('2026-11-30T20:00:00.000Z')).toBe('01/12/2026');
  });

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
