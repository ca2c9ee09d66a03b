import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrder } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { parseTlv } from '@app/shared/payments/vietqr';
import { PaymentDetails } from './PaymentDetails';

// The real encoder, at a smaller size: pngjs takes seconds for the saved file's 720 px under jsdom (a browser
// encodes it natively). The size the button asks for is checked on the call itself.
jest.mock('qrcode', () => {
  const actual = jest.requireActual('qrcode');
  return {
    ...actual,
    toDataURL: jest.fn((text: string, options: object) => actual.toDataURL(text, { ...options, width: 120 })),
  };
});
const { toDataURL } = jest.requireMock('qrcode') as { toDataURL: jest.Mock };

const order = anOrder();

/** The PNG signature: the saved file is a picture a banking app opens, not the page's SVG. */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

afterEach(() => jest.restoreAllMocks());

describe('PaymentDetails', () => {
  it('puts the account number, amount and note, each with a copy button, before the QR code', async () => {
    renderAt('/checkout/ABCDEFGHJK', <PaymentDetails order={order} />);
    const qr = await screen.findByRole('img', { name: /^Mã QR chuyển khoản/ });
    for (const name of ['Sao chép số tài khoản', 'Sao chép số tiền', 'Sao chép nội dung chuyển khoản']) {
      const copy = screen.getByRole('button', { name });
      // On a phone the page is one column in this order: what the buyer copies into a banking app comes first.
      expect(copy.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    const save = screen.getByRole('button', { name: 'Lưu mã QR' });
    expect(qr.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('copies the account number, the amount as digits and the note', async () => {
    const user = userEvent.setup();
    renderAt('/checkout/ABCDEFGHJK', <PaymentDetails order={order} />);
    await user.click(screen.getByRole('button', { name: 'Sao chép số tài khoản' }));
    expect(await navigator.clipboard.readText()).toBe('1234567890');
    await user.click(screen.getByRole('button', { name: 'Sao chép số tiền' }));
    expect(await navigator.clipboard.readText()).toBe('79000');
    await user.click(screen.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }));
    expect(await navigator.clipboard.readText()).toBe('TT ABCDEFGHJK');
  });

  it('“Lưu mã QR” downloads the code as a PNG file named after the order, carrying the same payment', async () => {
    const user = userEvent.setup();
    const saved: { href: string; download: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    renderAt('/checkout/ABCDEFGHJK', <PaymentDetails order={order} />);
    const qr = await screen.findByRole('img', { name: /^Mã QR chuyển khoản/ });
    await user.click(screen.getByRole('button', { name: 'Lưu mã QR' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].download).toBe('ma-qr-thanh-toan-ABCDEFGHJK.png');
    // Large, with a wide quiet zone, from the payload the page draws: what the banking app reads.
    expect(toDataURL).toHaveBeenCalledWith(
      qr.getAttribute('data-payload'),
      expect.objectContaining({ type: 'image/png', width: 720, margin: 4 }),
    );
    const [head, data] = saved[0].href.split(',');
    expect(head).toBe('data:image/png;base64');
    const bytes = Buffer.from(data, 'base64');
    expect([...bytes.subarray(0, 8)]).toEqual(PNG);
    // The file is drawn from the payload on the page: the amount and the note the bank reads.
    const payload = qr.getAttribute('data-payload') ?? '';
    expect(parseTlv(payload).get('54')).toBe('79000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the picture cannot be made', async () => {
    const user = userEvent.setup();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      throw new Error('blocked');
    });
    renderAt('/checkout/ABCDEFGHJK', <PaymentDetails order={order} />);
    await user.click(screen.getByRole('button', { name: 'Lưu mã QR' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không lưu được mã QR. Bạn có thể chụp màn hình mã QR.');
    expect(within(alert.parentElement as HTMLElement).getByRole('button', { name: 'Lưu mã QR' })).toBeEnabled();
  });
});
