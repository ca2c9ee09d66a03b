import { render, screen } from '@testing-library/react';
import { QrCode } from './QrCode';

describe('QrCode', () => {
  it('draws the value as an SVG image named by the label, dark modules on a white quiet zone', async () => {
    render(<QrCode value="https://example.test/chung-nhan/CN1" label="Mã QR xác minh chứng nhận" size={160} />);
    const img = await screen.findByRole('img', { name: 'Mã QR xác minh chứng nhận' });
    const src = img.getAttribute('src') ?? '';
    expect(src).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    const svg = new DOMParser().parseFromString(decodeURIComponent(src.split(',')[1]), 'image/svg+xml');
    // Version 3 (29 modules) for this payload at level M, plus the 2-module margin on each side.
    expect(svg.documentElement.getAttribute('viewBox')).toBe('0 0 33 33');
    const [background, modules] = [...svg.querySelectorAll('path')];
    expect(background.getAttribute('fill')).toBe('#ffffff');
    expect(modules.getAttribute('stroke')).toBe('#000000');
    expect(modules.getAttribute('d')?.length).toBeGreaterThan(500);
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
