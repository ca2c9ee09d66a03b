import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { fixedFrameFor } from '@app/shared/routing/frames';
import { renderAt } from '@app/shared/testing/render';
import { aCertificate } from '../../testing/fixtures';
import { CertificatePage } from './CertificatePage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

let api: ReturnType<typeof mockedApi>;
beforeEach(() => {
  resetMockedApi();
  api = mockedApi();
});

// Public page: visited signed out.
const renderPage = (path = '/chung-nhan/CERT-ABC123') =>
  renderAt(path, <CertificatePage />, { user: null, route: '/chung-nhan/:certId' });

describe('CertificatePage', () => {
  it('shows recipient, course, score with 2 decimals, en-GB issue date and the creator dashboard link', async () => {
    api.getCertificate.mockResolvedValue(aCertificate());
    renderPage();
    expect(await screen.findByTestId('certificate-recipient')).toHaveTextContent('Nguyễn Thu Hà');
    expect(api.getCertificate).toHaveBeenCalledWith({ certId: 'CERT-ABC123' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Chứng nhận hoàn thành');
    expect(screen.getByText('Học viện Nhà sáng tạo AI', { selector: '.course' })).toBeInTheDocument();
    expect(screen.getByTestId('certificate-score')).toHaveTextContent('86,67%');
    expect(screen.getByTestId('certificate-date')).toHaveTextContent('21/11/2026');
    expect(screen.getByRole('link', { name: 'Đến bảng điều khiển nhà sáng tạo' })).toHaveAttribute(
      'href',
      '/creator/dashboard',
    );
    expect(screen.queryByText('Chứng nhận này đã bị thu hồi.')).not.toBeInTheDocument();
  });

  it('opens with the sheet the shell paints before the academy loads (routing/frames.ts), loading or loaded', async () => {
    let answer: (certificate: ReturnType<typeof aCertificate>) => void = () => undefined;
    api.getCertificate.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    const frame = fixedFrameFor('/chung-nhan/CERT-ABC123');
    if (frame?.kind !== 'certificate') throw new Error('the certificate has a fixed frame');
    const top = () => {
      const sheet = screen.getByRole('article', { name: frame.title });
      const inner = sheet.firstElementChild as HTMLElement;
      return [
        sheet.className.split(' ')[0],
        inner.className,
        ...[...inner.children].slice(0, 2).map((el) => el.className),
      ];
    };
    const expected = ['app-cert', 'app-cert__inner', 'app-cert__organization', 'app-cert__title'];
    expect(top()).toEqual(expected);
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải chứng nhận…');
    act(() => answer(aCertificate({ revokedAt: '2026-11-25T02:00:00.000Z' })));
    expect(await screen.findByTestId('certificate-recipient')).toBeInTheDocument();
    expect(top()).toEqual(expected);
    // A revoked certificate's notice comes under the sheet: the heading stays where it was painted.
    const sheet = screen.getByRole('article', { name: frame.title });
    expect(sheet.compareDocumentPosition(screen.getByRole('alert')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the QR code the API drew of the certificate’s address on the site, named by that address', async () => {
    const certificate = aCertificate();
    api.getCertificate.mockResolvedValue(certificate);
    renderPage();
    const qr = await screen.findByRole('img', { name: `Mã QR xác thực chứng nhận: ${certificate.url}` });
    expect(qr).toHaveAttribute('data-payload', certificate.url);
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(certificate.qrSvg)}`);
    // Drawn already: no placeholder first, nothing drawn on the page.
    expect(screen.queryByTestId('qr-placeholder')).not.toBeInTheDocument();
  });

  it('offers “Thêm vào LinkedIn” pre-filled with the certification', async () => {
    api.getCertificate.mockResolvedValue(aCertificate());
    renderPage();
    const link = await screen.findByRole('link', { name: 'Thêm vào LinkedIn' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(url.searchParams.get('startTask')).toBe('CERTIFICATION_NAME');
    expect(url.searchParams.get('name')).toBe('Học viện Nhà sáng tạo AI');
    expect(url.searchParams.get('issueYear')).toBe('2026');
    expect(url.searchParams.get('issueMonth')).toBe('11');
    expect(url.searchParams.get('certId')).toBe('CERT-ABC123');
    expect(url.searchParams.get('certUrl')).toBe('https://aimarket.vn/chung-nhan/CERT-ABC123');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('prints from a button, and marks the page so print hides everything but the certificate', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    api.getCertificate.mockResolvedValue(aCertificate());
    const { unmount } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'In chứng nhận' }));
    expect(print).toHaveBeenCalled();
    expect(document.documentElement).toHaveAttribute('data-print-certificate');
    unmount();
    expect(document.documentElement).not.toHaveAttribute('data-print-certificate');
  });

  it('says a revoked certificate was revoked and offers no LinkedIn link', async () => {
    api.getCertificate.mockResolvedValue(aCertificate({ revokedAt: '2026-11-25T02:00:00.000Z' }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Chứng nhận này đã bị thu hồi.');
    expect(screen.getByRole('alert')).toHaveTextContent('25/11/2026');
    expect(screen.queryByRole('link', { name: 'Thêm vào LinkedIn' })).not.toBeInTheDocument();
  });

  it('shows the learner’s fallback name when none was set', async () => {
    api.getCertificate.mockResolvedValue(aCertificate({ userName: ' ' }));
    renderPage();
    expect(await screen.findByTestId('certificate-recipient')).toHaveTextContent('Học viên');
  });

  it('says an empty id is invalid, without calling the API', () => {
    renderPage('/chung-nhan/%20');
    expect(screen.getByRole('alert')).toHaveTextContent('Mã chứng nhận không hợp lệ.');
    expect(api.getCertificate).not.toHaveBeenCalled();
  });

  it.each([
    ['not-found', 'Không tìm thấy chứng nhận này.'],
    ['invalid-argument', 'Mã chứng nhận không hợp lệ.'],
  ] as const)('%s → “%s”', async (code, text) => {
    api.getCertificate.mockRejectedValue(new ApiError(code, 'x'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
  });

  it('says the load failed on any other error, and retries', async () => {
    api.getCertificate.mockRejectedValueOnce(new ApiError('unavailable', 'x')).mockResolvedValue(aCertificate());
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Đã có lỗi xảy ra khi tải dữ liệu.');
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTestId('certificate-recipient')).toHaveTextContent('Nguyễn Thu Hà');
  });
});
