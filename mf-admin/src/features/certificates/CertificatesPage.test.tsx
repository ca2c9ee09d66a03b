import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Certificate } from '@app/shared/contracts/academy';
import type { AdminCertificate } from '@app/shared/contracts/admin';
import { mockApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt, Where } from '@app/shared/testing/render';
import { CertificatesPage } from './CertificatesPage';
import * as adminPage from '../../testing/adminPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

function aCertificate(overrides: Partial<AdminCertificate> = {}): AdminCertificate {
  return {
    id: 'CERT-LAN',
    userId: 'u-lan',
    userEmail: 'lan@example.com',
    userName: 'Nguyễn Thị Lan',
    courseName: 'Khóa học nhà sáng tạo',
    score: 86.666,
    issuedAt: '2026-11-20T18:30:00.000Z',
    revokedAt: null,
    revokeReason: null,
    ...overrides,
  };
}

const valid = aCertificate();
const revoked = aCertificate({
  id: 'CERT-BINH',
  userId: 'u-binh',
  userEmail: null,
  userName: 'Trần Văn Bình',
  score: 100,
  revokedAt: '2026-11-21T00:00:00.000Z',
  revokeReason: 'Gian lận khi làm bài',
});

const asPublic = (certificate: AdminCertificate): Certificate => ({
  id: certificate.id,
  userName: certificate.userName,
  courseId: 'hoc-vien-creator',
  courseName: certificate.courseName,
  score: certificate.score,
  issuedAt: certificate.issuedAt,
  revokedAt: certificate.revokedAt,
});

/** The server's certificates: revoking and restoring change what the next search answers. */
function serve(certificates: AdminCertificate[]) {
  let saved = [...certificates];
  const change = (certId: string, patch: Partial<AdminCertificate>) => {
    saved = saved.map((certificate) => (certificate.id === certId ? { ...certificate, ...patch } : certificate));
    return asPublic(saved.find((certificate) => certificate.id === certId)!);
  };
  return mockApi({
    findCertificates: jest.fn(async () => saved),
    revokeCertificate: jest.fn(async ({ certId, reason }) =>
      change(certId, { revokedAt: '2026-11-22T00:00:00.000Z', revokeReason: reason }),
    ),
    restoreCertificate: jest.fn(async ({ certId }) => change(certId, { revokedAt: null, revokeReason: null })),
  });
}

const renderPage = (path = '/admin/certificates') =>
  renderAt(path, <CertificatesPage />, { user: aUser({ roles: ['admin'] }), extra: <Where /> });

beforeEach(() => resetMockedApi());

/** Shows `certificates` and presses the button so named, as the admin does; the test goes on from there. */
async function openAndPress(certificates: AdminCertificate[], name: string) {
  const api = serve(certificates);
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name }));
  return { api, user };
}

describe('/admin/certificates', () => {
  it('lists the newest certificates: id linking to the public page, holder, e-mail, course, score, date, status', async () => {
    const api = serve([valid, revoked]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Chứng nhận');
    expect(screen.getByText('Đang tải chứng nhận…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Chứng nhận mới cấp gần đây' });
    expect(api.findCertificates).toHaveBeenCalledWith({});
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByRole('link', { name: 'CERT-LAN' })).toHaveAttribute('href', '/chung-nhan/CERT-LAN');
    expect(within(first).getByRole('link', { name: 'Nguyễn Thị Lan' })).toHaveAttribute('href', '/admin/users/u-lan');
    expect(first).toHaveTextContent('lan@example.com');
    expect(first).toHaveTextContent('Khóa học nhà sáng tạo');
    expect(first).toHaveTextContent('86,67%');
    expect(first).toHaveTextContent('21/11/2026');
    expect(first).toHaveTextContent('Hiệu lực');
    expect(second).toHaveTextContent('100,00%');
    expect(second).toHaveTextContent('Đã thu hồi');
    expect(second).toHaveTextContent('Lý do: Gian lận khi làm bài');
    expect(within(first).getByRole('button', { name: 'Thu hồi chứng nhận CERT-LAN' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Khôi phục chứng nhận CERT-BINH' })).toBeInTheDocument();
  });

  it('searches by id, e-mail or name; the search is kept in the URL', async () => {
    const api = serve([valid]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Tìm theo mã chứng nhận, email hoặc tên' }), ' lan ');
    await user.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/certificates?q=lan');
    expect(await screen.findByRole('table', { name: 'Kết quả cho “lan”' })).toBeInTheDocument();
    expect(api.findCertificates).toHaveBeenLastCalledWith({ query: 'lan' });
  });

  it('says so when nothing matches', async () => {
    serve([]);
    renderPage('/admin/certificates?q=khong-co');
    expect(await screen.findByText('Không tìm thấy chứng nhận nào.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('khong-co');
  });

  it('a failure shows the server text and can be retried', async () => {
    const api = serve([valid]);
    adminPage.failNextCall(api.findCertificates, 'Máy chủ đang bận.');
    renderPage();
    await adminPage.retryFailedLoad('Không thể tải danh sách chứng nhận.', 'Máy chủ đang bận.');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('revoking requires a reason, then revokes, announces it and shows the new status', async () => {
    const { api } = await openAndPress([valid], 'Thu hồi chứng nhận CERT-LAN');
    const dialog = await screen.findByRole('dialog', { name: 'Thu hồi chứng nhận CERT-LAN?' });
    const ask = adminPage.valueDialog(dialog, 'Xác nhận', 'Lý do thu hồi');
    await ask.refusedEmpty('Vui lòng nhập lý do thu hồi.', api.revokeCertificate);
    await ask.send('Sao chép bài làm');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.revokeCertificate).toHaveBeenCalledWith({ certId: 'CERT-LAN', reason: 'Sao chép bài làm' });
    expect(screen.getByText('Đã thu hồi chứng nhận CERT-LAN.')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Lý do: Sao chép bài làm')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Khôi phục chứng nhận CERT-LAN' })).toBeInTheDocument();
  });

  it('restores with an optional reason', async () => {
    const { api, user } = await openAndPress([revoked], 'Khôi phục chứng nhận CERT-BINH');
    const dialog = await screen.findByRole('dialog', { name: 'Khôi phục chứng nhận CERT-BINH?' });
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Đã khôi phục chứng nhận CERT-BINH.')).toBeInTheDocument();
    expect(api.restoreCertificate).toHaveBeenCalledWith({ certId: 'CERT-BINH' });
    expect(await screen.findByText('Hiệu lực')).toBeInTheDocument();
  });

  it('a refusal is shown word for word in the dialog', async () => {
    const api = serve([revoked]);
    adminPage.failNextCall(api.restoreCertificate, 'Chứng nhận này chưa bị thu hồi.', 'aborted');
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Khôi phục chứng nhận CERT-BINH' }));
    const dialog = await screen.findByRole('dialog');
    await adminPage.valueDialog(dialog, 'Xác nhận', 'Lý do (không bắt buộc)').send('Nhầm lẫn');
    await adminPage.expectRefusal(dialog, 'Chứng nhận này chưa bị thu hồi.');
    expect(api.restoreCertificate).toHaveBeenCalledWith({ certId: 'CERT-BINH', reason: 'Nhầm lẫn' });
  });
});
