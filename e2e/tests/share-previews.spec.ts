// Share previews and search-engine pages, as a crawler sees them: plain HTTP GETs, no script run. A product
// page's HTML carries the product's own title, description and canonical URL (no ?ref=), and an og:image
// that answers 200 as a 1200×630 picture; an unknown product answers 404 and still loads the application;
// robots.txt and the sitemaps list what a crawler may read.
import { expect, test } from '@playwright/test';
import { call } from '../support/api';
import { origin } from '../support/product';
import { canonicalOf, metaContent as meta, structuredDataOf, titleOf } from '../../shell/server/testing/read-head';

type Product = { id: string; title: string; description: string; price: number };

const SHELL = origin('shell');
const get = (url: string) =>
  fetch(url, { headers: { 'User-Agent': 'facebookexternalhit/1.1', 'Accept-Encoding': 'gzip' } });

/** Width and height from a PNG's header (IHDR), or a JPEG's first frame header. */
function pictureSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG')
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let at = 2; at < bytes.length;) {
    const marker = bytes[at + 1];
    if (marker >= 0xc0 && marker <= 0xc3)
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('not a PNG or JPEG');
}

test('a product page fetched without JavaScript carries its own title, description and a 1200×630 og:image', async () => {
  const { items } = await call<{ items: Product[] }>('listProducts', { pageSize: 1 });
  const product = items[0];
  const response = await get(`${SHELL}/product/${product.id}?ref=ABC123&utm_source=zalo`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=60');
  const html = await response.text();

  expect(titleOf(html)).toBe(`${product.title} · AI Market`);
  const description = meta(html, 'description') ?? '';
  expect(description.length).toBeGreaterThan(0);
  expect(description).not.toBe('AI Market – chợ ứng dụng AI và sản phẩm số, kèm học viện đào tạo nhà sáng tạo.');
  expect(meta(html, 'og:title')).toBe(`${product.title} · AI Market`);
  expect(meta(html, 'og:description')).toBe(description);
  expect(meta(html, 'og:type')).toBe('product');
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  // The canonical URL and og:url drop the affiliate code and the tracking parameters.
  expect(canonicalOf(html)).toBe(`${SHELL}/product/${product.id}`);
  expect(meta(html, 'og:url')).toBe(`${SHELL}/product/${product.id}`);
  expect(structuredDataOf(html)).toMatchObject({
    '@type': 'Product',
    name: product.title,
    offers: { '@type': 'Offer', price: product.price, priceCurrency: 'VND' },
  });

  const image = meta(html, 'og:image') ?? '';
  const picture = await fetch(image);
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toMatch(/^image\/(png|jpeg|webp)$/);
  expect(pictureSize(Buffer.from(await picture.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630']);
});

test('the page with its head still opens as the application, without a CSP violation', async ({ page }) => {
  const { items } = await call<{ items: Product[] }>('listProducts', { pageSize: 1 });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`/product/${items[0].id}?ref=ABC123`);
  await expect(page.getByRole('heading', { level: 1, name: items[0].title })).toBeVisible();
  await expect(page).toHaveTitle(`${items[0].title} · AI Market`);
  expect(violations).toEqual([]);
});

test('an unknown product answers 404 to a crawler and the application still loads for a visitor', async ({ page }) => {
  const response = await get(`${SHELL}/product/khong-co-san-pham-nay`);
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(titleOf(html)).toBe('AI Market');
  expect(meta(html, 'robots')).toBe('noindex');
  // The application's own page, as built (minified: attribute quotes may be dropped).
  expect(html).toMatch(/<div id="?root"?>/);
  await page.goto('/product/khong-co-san-pham-nay');
  await expect(page.getByText('Không tìm thấy sản phẩm').first()).toBeVisible();
});

test('robots.txt keeps crawlers out of private areas and the sitemaps list every published product', async () => {
  const robots = await get(`${SHELL}/robots.txt`);
  expect(robots.status).toBe(200);
  const rules = await robots.text();
  for (const closed of ['/my', '/admin', '/checkout', '/creator/']) expect(rules).toContain(`Disallow: ${closed}\n`);
  expect(rules).toContain(`Sitemap: ${SHELL}/sitemap.xml`);

  const index = await get(`${SHELL}/sitemap.xml`);
  expect(index.status).toBe(200);
  expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const children = [...(await index.text()).matchAll(/<sitemap><loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(children).toContain(`${SHELL}/sitemaps/pages.xml`);
  const listed: string[] = [];
  for (const child of children) {
    const answer = await get(child);
    expect(answer.status).toBe(200);
    listed.push(...[...(await answer.text()).matchAll(/<url><loc>([^<]*)<\/loc>/g)].map((m) => m[1]));
  }
  const { items, total } = await call<{ items: Product[]; total: number }>('listProducts', { pageSize: 50 });
  for (const product of items) expect(listed).toContain(`${SHELL}/product/${product.id}`);
  expect(listed.filter((url) => url.includes('/product/'))).toHaveLength(total);
  expect(listed).toEqual(expect.arrayContaining([`${SHELL}/training`, `${SHELL}/salepage`]));
});
