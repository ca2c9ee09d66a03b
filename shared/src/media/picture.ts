// The responsive variants of a product picture (contracts/media.ts) as `srcset`s, and the `sizes` of the
// places that show covers. The product page and the shell page's boot script (which preloads the cover of the
// product being opened, from the early answer) build the same strings here, so the browser finds the
// preloaded file when the page asks for it.
//
// No imports: the build compiles this file into that inline script (tools/webpack/shell-boot.cjs).

export type PictureVariants = { base: string; widths: number[] };
export type PictureFormat = 'avif' | 'webp' | 'jpg';

/**
 * The widest picture a catalogue card offers: 1.6 pixels per CSS pixel for a phone's full-width card (390 px)
 * and 1.8 for a wide screen's 360 px card. Sharp enough for a thumbnail, and the server keeps every variant
 * up to this width under the card's byte budget (api/src/features/uploads/variants.ts).
 */
export const CARD_MAX_WIDTH = 640;

/** The widths offered: all of them, or those up to `maxWidth` (at least the smallest). */
function offered(image: PictureVariants, maxWidth: number | undefined): number[] {
  if (maxWidth === undefined) return image.widths;
  const fitting = image.widths.filter((width) => width <= maxWidth);
  return fitting.length ? fitting : image.widths.slice(0, 1);
}

/** `${base}-320.avif 320w, ${base}-640.avif 640w, …` (up to `maxWidth` when given). */
export function pictureSrcSet(image: PictureVariants, format: PictureFormat, maxWidth?: number): string {
  return offered(image, maxWidth)
    .map((width) => `${image.base}-${width}.${format} ${width}w`)
    .join(', ');
}

/** The JPEG of the largest width offered: what a browser without `srcset` shows. */
export function pictureFallback(image: PictureVariants, maxWidth?: number): string {
  return `${image.base}-${offered(image, maxWidth).at(-1)}.jpg`;
}

/** A catalogue card's cover: one column on phones, two from 600 px, about 360 px wide on a wide screen. */
export const CARD_COVER_SIZES = '(min-width: 1200px) 360px, (min-width: 600px) 50vw, 100vw';
/**
 * The product page's cover (and its gallery): the page's width on a phone; from a tablet up its wide column
 * (two thirds of the content, at most about 760 px), beside the price panel.
 */
export const PRODUCT_COVER_SIZES = '(min-width: 1200px) 760px, (min-width: 761px) 64vw, 100vw';

/**
 * Where the product page's cover stands alone under the heading, across the page (below it from 761 px the price
 * panel stands beside it: ProductPage.module.css). Only there does the shell page's boot script paint the cover
 * before the page's code arrives: in the same box the page then draws.
 */
export const PRODUCT_COVER_ALONE = '(max-width: 760px)';
