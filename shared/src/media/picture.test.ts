import { CARD_MAX_WIDTH, pictureFallback, pictureSrcSet } from './picture';

const cover = { base: 'https://api.example.vn/media/p/0123456789abcdef', widths: [320, 640, 960, 1280] };

describe('picture srcsets', () => {
  it('offers every width, the largest JPEG as the fallback', () => {
    expect(pictureSrcSet(cover, 'avif')).toBe(
      `${cover.base}-320.avif 320w, ${cover.base}-640.avif 640w, ${cover.base}-960.avif 960w, ${cover.base}-1280.avif 1280w`,
    );
    expect(pictureFallback(cover)).toBe(`${cover.base}-1280.jpg`);
  });

  it("offers a card's widths only up to its maximum, and at least the smallest", () => {
    expect(pictureSrcSet(cover, 'webp', CARD_MAX_WIDTH)).toBe(
      `${cover.base}-320.webp 320w, ${cover.base}-640.webp 640w`,
    );
    expect(pictureFallback(cover, CARD_MAX_WIDTH)).toBe(`${cover.base}-640.jpg`);
    const large = { base: cover.base, widths: [960, 1600] };
    expect(pictureSrcSet(large, 'jpg', CARD_MAX_WIDTH)).toBe(`${cover.base}-960.jpg 960w`);
    expect(pictureFallback(large, CARD_MAX_WIDTH)).toBe(`${cover.base}-960.jpg`);
  });
});
