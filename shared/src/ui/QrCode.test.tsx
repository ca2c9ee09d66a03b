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

  it('shows a code the API drew at once, in its first render, as it came', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M2 2h7v7H2z"/></svg>';
    render(<QrCode value="https://example.test/chung-nhan/CN1" svg={svg} label="Mã QR" size={112} />);
    // No waiting: nothing is drawn on the page, so the picture is there before any effect runs.
    const img = screen.getByRole('img', { name: 'Mã QR' });
    expect(img).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(img).toHaveAttribute('data-payload', 'https://example.test/chung-nhan/CN1');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['112', '112']);
    expect(screen.queryByTestId('qr-placeholder')).not.toBeInTheDocument();
  });
});
