import { screen } from '@testing-library/react';
import { aProduct } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { ProductGrid } from './ProductGrid';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

const cover = (id: string) => ({
  base: `https://api.example.vn/media/${id}/0123456789abcdef`,
  width: 1280,
  height: 720,
  widths: [320, 640, 960, 1280],
});
const products = Array.from({ length: 6 }, (_, i) =>
  aProduct({ id: `p${i}`, title: `Sản phẩm ${i}`, media: { cover: cover(`p${i}`), gallery: [], video: null } }),
);

describe('ProductGrid covers', () => {
  it('shows each cover with its box reserved: the first row at once (the first card first), the rest lazily', () => {
    const { container } = renderAt(
      '/',
      <ProductGrid products={[...products, aProduct({ id: 'x' })]} loading={false} onDemo={jest.fn()} />,
    );
    const images = Array.from(container.querySelectorAll('article picture img'));
    expect(images).toHaveLength(6);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1280');
      expect(image).toHaveAttribute('height', '720');
      // The title next to it names the product.
      expect(image).toHaveAttribute('alt', '');
    }
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
      'auto',
      'auto',
      'auto',
    ]);
    const avif = images[0].closest('picture')?.querySelector('source[type="image/avif"]');
    // A card offers its cover up to 640 px wide (the widths the server keeps under the card's byte budget),
    // whatever the screen's pixel density.
    const base = 'https://api.example.vn/media/p0/0123456789abcdef';
    expect(avif?.getAttribute('srcset')).toBe(`${base}-320.avif 320w, ${base}-640.avif 640w`);
    // On a phone the compact card's cover is a 112 px thumbnail.
    expect(avif?.getAttribute('sizes')).toBe(
      '(max-width: 520px) 112px, (min-width: 1200px) 360px, (min-width: 600px) 50vw, 100vw',
    );
    expect(images[0]).toHaveAttribute('src', `${base}-640.jpg`);
    expect(images[0]).toHaveAttribute('srcset', `${base}-320.jpg 320w, ${base}-640.jpg 640w`);
    // A product without a cover has no picture at all (no broken image).
    expect(screen.getByRole('heading', { name: 'Pong Neon' }).closest('article')?.querySelector('img')).toBeNull();
  });
});
