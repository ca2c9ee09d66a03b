// The responsive variants of a product picture (contracts/media.ts) as `srcset`s, and the `sizes` of the
// places that show covers. The product page and the shell page's boot script (which preloads the cover of the
// product being opened, from the early answer) build the same strings here, so the browser finds the
// preloaded file when the page asks for it.
//
// No imports: the build compiles this file into that inline script (tools/webpack/shell-boot.cjs).

export type PictureVariants = { base: string; widths: number[] };
export type PictureFormat = 'avif' | 'webp' | 'jpg';

/** `${base}-320.avif 320w, ${base}-640.avif 640w, …` */
export function pictureSrcSet(image: PictureVariants, format: PictureFormat): string {
  return image.widths.map((width) => `${image.base}-${width}.${format} ${width}w`).join(', ');
}

/** The JPEG of the largest width: what a browser without `srcset` shows. */
export function pictureFallback(image: PictureVariants): string {
  return `${image.base}-${image.widths[image.widths.length - 1]}.jpg`;
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
