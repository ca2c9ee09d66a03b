// The card's byte budget: a detailed photograph stays light at the widths a catalogue card may show, and
// keeps its full quality at the widths a product page shows.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CARD_MAX_WIDTH } from '@app/shared/media/picture';
import { diskStorage } from '../../lib/storage';
import { CARD_MAX_BYTES, COVER_SHAPE, encode, storeImageVariants } from './variants';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'variants-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Fine grain everywhere, as a photograph of a circuit board or of foliage: what compresses worst. */
async function detailedPhoto(): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width: 1280,
      height: 720,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png()
    .toBuffer();
  return sharp(grain).blur(1).png().toBuffer();
}

describe('picture variants', () => {
  it('keeps every variant a card may show under its byte budget, in each format, and the larger ones at full quality', async () => {
    const photo = await detailedPhoto();
    // At the usual quality this picture is well over the budget at the card's width: the case the budget is for.
    const usual = await encode(() => sharp(photo).resize({ width: CARD_MAX_WIDTH }), 'avif');
    expect(usual.length).toBeGreaterThan(CARD_MAX_BYTES);

    const storage = diskStorage(folder);
    const stored = await storeImageVariants(storage, 'detailed', photo, COVER_SHAPE, { share: true });
    expect(stored.widths).toEqual([320, 640, 960, 1280]);
    const sizeOf = (width: number, format: string) =>
      statSync(path.join(folder, `${stored.base}-${width}.${format}`)).size;
    for (const format of ['avif', 'webp', 'jpg']) {
      for (const width of [320, 640]) expect(sizeOf(width, format)).toBeLessThanOrEqual(CARD_MAX_BYTES);
    }
    // The product page's widths are not squeezed: the 960 px AVIF is heavier than the card's whole budget.
    expect(sizeOf(960, 'avif')).toBeGreaterThan(CARD_MAX_BYTES);
  });

  it('encodes at the best quality when it fits, and never refuses a picture that fits at no quality', async () => {
    const flat = () => sharp({ create: { width: 640, height: 360, channels: 3, background: '#2a6f97' } });
    expect(await encode(flat, 'webp', CARD_MAX_BYTES)).toEqual(await encode(flat, 'webp'));
    // A budget nothing meets gives the lowest quality tried: lighter than the best, and still a picture.
    const photo = await detailedPhoto();
    const best = await encode(() => sharp(photo), 'jpg');
    const lowest = await encode(() => sharp(photo), 'jpg', 10);
    expect(lowest.length).toBeLessThan(best.length / 2);
    expect((await sharp(lowest).metadata()).format).toBe('jpeg');
  });
});
