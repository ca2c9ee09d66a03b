// The shell's page server: each public page's own head from one API read, the site's with 404 for what does
// not exist, 503 when the API is away; robots.txt; and the sitemaps, split into children of at most the page
// size (50,000 in production, 2 here) by walking the API's keyset pages.
import fs from 'node:fs';
import path from 'node:path';
import type { Certificate, Course } from '@app/shared/contracts/academy';
import type { CallableName } from '@app/shared/contracts/callables';
import type { SitemapEntry } from '@app/shared/contracts/sitemap';
import { aProduct } from '@app/shared/testing/factories';
import { ApiUnavailable, type ApiReader, type Read } from './api-reader';
import { createShellPages } from './pages';
import { canonicalOf as canonical, metaContent as meta, structuredDataOf, titleOf } from './testing/read-head';

const ORIGIN = 'https://aimarket.vn';
const template = fs.readFileSync(path.join(__dirname, '../../tools/webpack/index.html'), 'utf8');
const request = { template: async () => template };
const defaultImage = { url: `${ORIGIN}/og-image.png`, width: 1200, height: 630, alt: 'AI Market' };

const course: Course = {
  id: 'hoc-vien-creator',
  title: 'Học viện Nhà sáng tạo AI',
  description: 'Khóa học **trực tuyến** giúp bạn làm ra sản phẩm AI đầu tiên.',
  outcomes: [],
  instructor: { name: 'Trần Minh', title: 'Giảng viên', bio: '' },
  price: 5_000_000,
  owned: false,
  lessons: [
    { id: 'l1', position: 1, module: 'M1', title: 'Bài 1', durationMinutes: 30, content: null },
    { id: 'l2', position: 2, module: 'M1', title: 'Bài 2', durationMinutes: 45, content: null },
  ],
  progress: null,
  quiz: null,
};

const certificate: Certificate = {
  id: 'CN-ABC123',
  userName: 'Nguyễn Thị Lan',
  courseId: 'hoc-vien-creator',
  courseName: 'Học viện Nhà sáng tạo AI',
  score: 86.666,
  issuedAt: '2026-11-21T10:05:00.000Z',
  revokedAt: null,
};

type Data = {
  products: Record<string, ReturnType<typeof aProduct> & Record<string, unknown>>;
  certificates: Record<string, Certificate>;
  sitemap: Record<'products' | 'creators', SitemapEntry[]>;
  down?: boolean;
};

/** The API's public reads over `data`, counting the calls (the real reader's cache is tested on its own). */
function fakeReader(data: Data) {
  const calls: string[] = [];
  const read = async (name: CallableName, input: Record<string, unknown>): Promise<Read<unknown>> => {
    calls.push(`${name} ${JSON.stringify(input)}`);
    if (data.down) throw new ApiUnavailable('down');
    const found = (value: unknown): Read<unknown> => (value === undefined ? { found: false } : { found: true, value });
    if (name === 'getProduct') return found(data.products[input.productId as string]);
    if (name === 'getCertificate') return found(data.certificates[input.certId as string]);
    if (name === 'getCourse') return found(course);
    if (name === 'getPublicCreatorProfile') {
      return input.creatorId === 'c1'
        ? found({
            creator: {
              uid: 'c1',
              displayName: 'Võ Hoàng Nam',
              photoURL: null,
              bio: null,
              productCount: 1,
              joinedAt: '2026-01-01T00:00:00.000Z',
            },
            products: [aProduct()],
          })
        : found(undefined);
    }
    if (name === 'listSitemapEntries') {
      const { kind, after, limit } = input as { kind: 'products' | 'creators'; after?: string; limit: number };
      const rest = data.sitemap[kind].filter((entry) => after === undefined || entry.id > after);
      const items = rest.slice(0, limit);
      return found({ items, next: rest.length > limit ? items[items.length - 1].id : null });
    }
    throw new Error(`unexpected ${name}`);
  };
  // One answer object per read, as the real reader gives while it keeps one.
  const kept = new Map<string, Promise<Read<unknown>>>();
  const reader = {
    read: (name: CallableName, input: Record<string, unknown>) => {
      const key = `${name} ${JSON.stringify(input)}`;
      if (!kept.has(key) || data.down) kept.set(key, read(name, input));
      return kept.get(key);
    },
  } as unknown as ApiReader;
  return { reader, calls };
}

function pagesOver(data: Partial<Data>, sitemapPageSize?: number) {
  const full: Data = { products: {}, certificates: {}, sitemap: { products: [], creators: [] }, ...data };
  const { reader, calls } = fakeReader(full);
  const pages = createShellPages({ site: { origin: ORIGIN, defaultImage }, reader, cacheSeconds: 60, sitemapPageSize });
  return { pages, calls, data: full };
}

describe('a product page', () => {
  const product = aProduct({
    id: 'tro-ly-viet',
    title: 'Trợ lý "viết" </script> nội dung',
    description: '## Giới thiệu\n\nViết bài **chuẩn SEO** trong vài phút.',
    price: 149_000,
  });

  it('carries its own title, description, canonical URL, Open Graph, Twitter card and Product data', async () => {
    const { pages } = pagesOver({ products: { 'tro-ly-viet': product } });
    const answer = await pages.answer('/product/tro-ly-viet', request);
    expect(answer).toMatchObject({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'public, max-age=0, must-revalidate, s-maxage=60',
    });
    const html = answer!.body;
    expect(titleOf(html)).toBe('Trợ lý "viết" </script> nội dung · AI Market');
    expect(meta(html, 'description')).toBe('Giới thiệu Viết bài chuẩn SEO trong vài phút.');
    expect(canonical(html)).toBe(`${ORIGIN}/product/tro-ly-viet`);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/product/tro-ly-viet`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/og-image.png`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'product:price:currency')).toBe('VND');
    const data = structuredDataOf(html);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: product.title,
      sku: 'tro-ly-viet',
      url: `${ORIGIN}/product/tro-ly-viet`,
      offers: { '@type': 'Offer', price: 149_000, priceCurrency: 'VND' },
    });
    expect(data).not.toHaveProperty('aggregateRating');
    // The application itself loads as from the plain file.
    expect(html).toContain('<div id="root">');
  });

  it('is the same page under any letter case or a trailing slash, canonical in one spelling', async () => {
    const { pages, calls } = pagesOver({ products: { 'tro-ly-viet': product } });
    const answer = await pages.answer('/Product/tro-ly-viet/', request);
    expect(canonical(answer!.body)).toBe(`${ORIGIN}/product/tro-ly-viet`);
    expect(calls).toEqual(['getProduct {"productId":"tro-ly-viet"}']);
  });

  it("uses the product's own share picture and its buyers' rating when it has them", async () => {
    const withMedia = {
      ...product,
      media: {
        ...product.media,
        cover: { base: 'https://api.aimarket.vn/media/0123456789abcdef', width: 1280, height: 720, widths: [1280] },
      },
      ratingCount: 12,
      ratingAverage: 4.66,
    };
    const { pages } = pagesOver({ products: { 'tro-ly-viet': withMedia } });
    const html = (await pages.answer('/product/tro-ly-viet', request))!.body;
    expect(meta(html, 'og:image')).toBe('https://api.aimarket.vn/media/0123456789abcdef-share.jpg');
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(structuredDataOf(html)?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('asks for its cover (the LCP) with the HTML: the AVIF variants at the widths the page will pick, first', async () => {
    const base = 'https://api.aimarket.vn/media/0123456789abcdef';
    const withCover = {
      ...product,
      media: { ...product.media, cover: { base, width: 1280, height: 720, widths: [480, 960, 1280] } },
    };
    const { pages } = pagesOver({ products: { 'tro-ly-viet': withCover } });
    const html = (await pages.answer('/product/tro-ly-viet', request))!.body;
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toEqual([
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${base}-480.avif 480w, ${base}-960.avif 960w, ` +
        `${base}-1280.avif 1280w" imagesizes="(min-width: 1200px) 760px, (min-width: 761px) 64vw, 100vw" ` +
        'fetchpriority="high" />',
    ]);
    // In the head, where the browser's preload scanner meets it with the first bytes.
    expect(html.indexOf(preloads[0] ?? '<none>')).toBeLessThan(html.indexOf('</head>'));
    // No cover, or one that is not a web address: nothing to preload.
    const bare = pagesOver({ products: { 'tro-ly-viet': product } }).pages;
    expect((await bare.answer('/product/tro-ly-viet', request))!.body).not.toContain('rel="preload" as="image"');
    const odd = {
      ...product,
      media: { ...product.media, cover: { base: 'javascript:alert(1)//', width: 1, height: 1, widths: [1] } },
    };
    const oddPages = pagesOver({ products: { 'tro-ly-viet': odd } }).pages;
    expect((await oddPages.answer('/product/tro-ly-viet', request))!.body).not.toContain('rel="preload" as="image"');
  });

  it('keeps the brand picture when the share picture is not a web address', async () => {
    const odd = {
      ...product,
      media: { ...product.media, cover: { base: 'javascript:alert(1)//', width: 1, height: 1, widths: [1] } },
    };
    const { pages } = pagesOver({ products: { 'tro-ly-viet': odd } });
    expect(meta((await pages.answer('/product/tro-ly-viet', request))!.body, 'og:image')).toBe(
      `${ORIGIN}/og-image.png`,
    );
  });

  it('answers 404 with the site head for a product that does not exist, and the application still loads', async () => {
    const { pages } = pagesOver({});
    const answer = await pages.answer('/product/khong-co', request);
    expect(answer!.status).toBe(404);
    expect(titleOf(answer!.body)).toBe('AI Market');
    expect(meta(answer!.body, 'robots')).toBe('noindex');
    expect(canonical(answer!.body)).toBeUndefined();
    expect(answer!.body).toContain('<div id="root">');
  });

  it('answers 503, kept nowhere, when the API is away', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { pages } = pagesOver({ down: true });
    const answer = await pages.answer('/product/tro-ly-viet', request);
    expect(logged).toHaveBeenCalledWith('[pages] /product/tro-ly-viet: down');
    logged.mockRestore();
    expect(answer).toMatchObject({ status: 503, cacheControl: 'no-store' });
    expect(titleOf(answer!.body)).toBe('AI Market');
  });
});

describe('the other public pages', () => {
  it('a creator profile: their name, their own words or their products, a ProfilePage', async () => {
    const { pages } = pagesOver({});
    const html = (await pages.answer('/creator-profile/c1', request))!.body;
    expect(titleOf(html)).toBe('Võ Hoàng Nam · AI Market');
    expect(meta(html, 'description')).toBe('Võ Hoàng Nam là nhà sáng tạo trên AI Market, với 1 sản phẩm đã xuất bản.');
    expect(canonical(html)).toBe(`${ORIGIN}/creator-profile/c1`);
    expect(meta(html, 'og:type')).toBe('profile');
    expect(structuredDataOf(html)).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: 'Võ Hoàng Nam' },
    });
    expect((await pages.answer('/creator-profile/c2', request))!.status).toBe(404);
  });

  it('/training and /salepage: the course, as a Course offered in VND', async () => {
    const { pages, calls } = pagesOver({});
    const training = (await pages.answer('/training', request))!.body;
    expect(titleOf(training)).toBe('Học viện Nhà sáng tạo AI · AI Market');
    expect(meta(training, 'description')).toBe('Khóa học trực tuyến giúp bạn làm ra sản phẩm AI đầu tiên.');
    expect(canonical(training)).toBe(`${ORIGIN}/training`);
    expect(structuredDataOf(training)).toMatchObject({
      '@type': 'Course',
      name: 'Học viện Nhà sáng tạo AI',
      offers: [{ '@type': 'Offer', price: 5_000_000, priceCurrency: 'VND' }],
      hasCourseInstance: [{ courseMode: 'Online', courseWorkload: 'PT75M' }],
    });
    const salepage = (await pages.answer('/salepage', request))!.body;
    expect(titleOf(salepage)).toBe('Trở thành nhà sáng tạo sản phẩm AI · AI Market');
    expect(meta(salepage, 'description')).toMatch(/^Khóa học trọn gói 5\.000\.000\s₫/);
    expect(canonical(salepage)).toBe(`${ORIGIN}/salepage`);
    expect(structuredDataOf(salepage)?.['@type']).toBe('Course');
    // Both pages read the one course: one read, kept.
    expect(new Set(calls)).toEqual(new Set(['getCourse {"courseId":"hoc-vien-creator"}']));
  });

  it('a certificate: who finished which course with which score, as a credential', async () => {
    const { pages } = pagesOver({ certificates: { 'CN-ABC123': certificate } });
    const html = (await pages.answer('/chung-nhan/CN-ABC123', request))!.body;
    expect(titleOf(html)).toBe('Chứng nhận hoàn thành: Học viện Nhà sáng tạo AI – Nguyễn Thị Lan · AI Market');
    expect(meta(html, 'description')).toBe(
      'Nguyễn Thị Lan đã hoàn thành khóa học “Học viện Nhà sáng tạo AI” của Học viện Nhà sáng tạo AI với điểm 86,67%, ngày cấp 21/11/2026.',
    );
    expect(structuredDataOf(html)).toMatchObject({
      '@type': 'EducationalOccupationalCredential',
      identifier: 'CN-ABC123',
      credentialCategory: 'certificate',
      dateCreated: '2026-11-21T10:05:00.000Z',
      recognizedBy: { name: 'Học viện Nhà sáng tạo AI' },
    });
    expect(meta(html, 'robots')).toBeUndefined();
  });

  it('a revoked certificate says so, with no credential, and is not indexed', async () => {
    const revoked = { ...certificate, revokedAt: '2026-11-22T00:00:00.000Z' };
    const { pages } = pagesOver({ certificates: { 'CN-ABC123': revoked } });
    const html = (await pages.answer('/chung-nhan/CN-ABC123', request))!.body;
    expect(meta(html, 'description')).toBe('Chứng nhận này đã bị thu hồi.');
    expect(meta(html, 'robots')).toBe('noindex');
    expect(structuredDataOf(html)).toBeUndefined();
  });

  it('the catalogue has its own head without an API read and stays no-cache', async () => {
    const { pages, calls } = pagesOver({});
    const answer = await pages.answer('/', request);
    expect(answer).toMatchObject({ status: 200, cacheControl: 'no-cache' });
    expect(canonical(answer!.body)).toBe(`${ORIGIN}/`);
    expect(calls).toEqual([]);
  });

  it('leaves every other path to the files and the application', async () => {
    const { pages } = pagesOver({});
    for (const other of ['/my/library', '/product', '/product/a/b', '/auth', '/main.js', '/favicon.svg', '/x.xml']) {
      expect(await pages.answer(other, request)).toBeNull();
    }
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the private areas, not the public pages, and names the sitemap', async () => {
    const { pages } = pagesOver({});
    const answer = await pages.answer('/robots.txt', request);
    expect(answer).toMatchObject({ status: 200, contentType: 'text/plain; charset=utf-8' });
    const rules = answer!.body
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    // How crawlers read a rule: a path prefix, `$` anchoring its end.
    const blocked = (pathname: string) =>
      rules.some((rule) => (rule.endsWith('$') ? pathname === rule.slice(0, -1) : pathname.startsWith(rule)));
    for (const closed of [
      '/my',
      '/my/library',
      '/creator',
      '/creator/products',
      '/admin',
      '/admin/users',
      '/checkout/t1',
      '/checkout/review/p1',
      '/training/checkout',
    ]) {
      expect(blocked(closed)).toBe(true);
    }
    for (const open of ['/', '/product/p1', '/creator-profile/c1', '/training', '/salepage', '/chung-nhan/CN-1']) {
      expect(blocked(open)).toBe(false);
    }
    expect(answer!.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('the sitemaps', () => {
  const entries = (prefix: string, count: number): SitemapEntry[] =>
    Array.from({ length: count }, (_, i) => ({
      id: `${prefix}${i}`,
      updatedAt: `2026-0${1 + (i % 9)}-01T00:00:00.000Z`,
    }));
  const locs = (xml: string, tag: string) =>
    [...xml.matchAll(new RegExp(`<${tag}><loc>([^<]*)</loc>(?:<lastmod>([^<]*)</lastmod>)?</${tag}>`, 'g'))].map(
      (m) => ({ loc: m[1], lastmod: m[2] }),
    );

  it('index: the fixed pages, then children of at most the page size, each dated by its newest page', async () => {
    const { pages } = pagesOver({ sitemap: { products: entries('p', 5), creators: entries('c', 3) } }, 2);
    const index = await pages.answer('/sitemap.xml', request);
    expect(index).toMatchObject({ status: 200, contentType: 'application/xml; charset=utf-8' });
    expect(index!.cacheControl).toBe('public, max-age=60');
    expect(index!.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index!.body, 'sitemap')).toEqual([
      { loc: `${ORIGIN}/sitemaps/pages.xml`, lastmod: undefined },
      { loc: `${ORIGIN}/sitemaps/products.xml`, lastmod: '2026-02-01T00:00:00.000Z' },
      { loc: `${ORIGIN}/sitemaps/products-after-p1.xml`, lastmod: '2026-04-01T00:00:00.000Z' },
      { loc: `${ORIGIN}/sitemaps/products-after-p3.xml`, lastmod: '2026-05-01T00:00:00.000Z' },
      { loc: `${ORIGIN}/sitemaps/creators.xml`, lastmod: '2026-02-01T00:00:00.000Z' },
      { loc: `${ORIGIN}/sitemaps/creators-after-c1.xml`, lastmod: '2026-03-01T00:00:00.000Z' },
    ]);
  });

  it('children: every product and creator once, none above the page size, from the reads the index made', async () => {
    const { pages, calls } = pagesOver({ sitemap: { products: entries('p', 5), creators: entries('c', 3) } }, 2);
    const children = locs((await pages.answer('/sitemap.xml', request))!.body, 'sitemap').map((child) =>
      child.loc.slice(ORIGIN.length),
    );
    const readsForIndex = calls.length;
    const urls: { loc: string; lastmod?: string }[] = [];
    for (const child of children) {
      const answer = await pages.answer(child, request);
      expect(answer!.status).toBe(200);
      const inChild = locs(answer!.body, 'url');
      if (child !== '/sitemaps/pages.xml') expect(inChild.length).toBeLessThanOrEqual(2);
      urls.push(...inChild);
    }
    expect(calls).toHaveLength(readsForIndex);
    expect(urls.map((url) => url.loc)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/training`,
      `${ORIGIN}/salepage`,
      ...['p0', 'p1', 'p2', 'p3', 'p4'].map((id) => `${ORIGIN}/product/${id}`),
      ...['c0', 'c1', 'c2'].map((id) => `${ORIGIN}/creator-profile/${id}`),
    ]);
    expect(urls.find((url) => url.loc.endsWith('/product/p4'))?.lastmod).toBe('2026-05-01T00:00:00.000Z');
  });

  it('100,001 products at 50,000 a file: three children, the last with one URL', async () => {
    const { pages } = pagesOver({
      sitemap: { products: entries('p', 100_001).sort((a, b) => (a.id < b.id ? -1 : 1)), creators: [] },
    });
    const children = locs((await pages.answer('/sitemap.xml', request))!.body, 'sitemap');
    expect(children.map((child) => child.loc.replace(/after-.*/, 'after'))).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/products.xml`,
      `${ORIGIN}/sitemaps/products-after`,
      `${ORIGIN}/sitemaps/products-after`,
    ]);
    const sizes = [];
    for (const child of children.slice(1)) {
      sizes.push(locs((await pages.answer(child.loc.slice(ORIGIN.length), request))!.body, 'url').length);
    }
    expect(sizes).toEqual([50_000, 50_000, 1]);
  });

  it('an empty catalogue lists the fixed pages only; other names under /sitemaps/ are not its own', async () => {
    const { pages } = pagesOver({});
    expect(locs((await pages.answer('/sitemap.xml', request))!.body, 'sitemap')).toHaveLength(1);
    const empty = await pages.answer('/sitemaps/products.xml', request);
    expect(locs(empty!.body, 'url')).toEqual([]);
    expect(await pages.answer('/sitemaps/orders.xml', request)).toBeNull();
    expect(await pages.answer('/sitemaps/products-after-a%20b.xml', request)).toBeNull();
  });

  it('answers 503 when the API is away, kept nowhere', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { pages } = pagesOver({ down: true });
    expect(await pages.answer('/sitemap.xml', request)).toMatchObject({ status: 503, cacheControl: 'no-store' });
    expect(logged).toHaveBeenCalledWith('[pages] /sitemap.xml: down');
    logged.mockRestore();
  });
});
