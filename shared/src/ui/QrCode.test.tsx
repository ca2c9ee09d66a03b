import { render, screen } from '@testing-library/react';
import { QrCode } from './QrCode';

describe('QrCode', () => {
  it('draws the value as a PNG image named by the label', async () => {
    render(<QrCode value="https://example.test/chung-nhan/CN1" label="Mã QR xác minh chứng nhận" size={160} />);
    const img = await screen.findByRole('img', { name: 'Mã QR xác minh chứng nhận' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,.{100,}/);
    expect(img).toHaveAttribute('width', '160');
    expect(img).toHaveAttribute('data-payload', 'https://example.test/chung-nhan/CN1');
  });

  it('draws a new picture when the value changes', async () => {
    const { rerender } = render(<QrCode value="first" label="Mã QR" size={96} />);
    const first = (await screen.findByRole('img', { name: 'Mã QR' })).getAttribute('src');
    rerender(<QrCode value="second" label="Mã QR" size={96} />);
    const img = await screen.findByRole('img', { name: 'Mã QR' });
    expect(img).toHaveAttribute('data-payload', 'second');
    expect(img.getAttribute('src')).not.toBe(first);
  });

  it('says so, instead of a broken image, when the value cannot be drawn', async () => {
    // More than a QR code can hold.
    render(<QrCode value={'x'.repeat(5000)} label="Mã QR" failedText="Không tạo được mã QR." />);
    expect(await screen.findByText('Không tạo được mã QR.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
