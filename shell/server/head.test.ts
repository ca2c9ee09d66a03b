// The head tags of a public page: every value a person wrote lands escaped (attribute, element text, JSON-LD),
// so a hostile product title can neither close a tag nor end the structured data's script; and the shell's own
// template gets them in place of its generic title and description.
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml, renderHead, scriptJson, withHead, type PageHead } from './head';
import { metaContent, titleOf } from './testing/read-head';

const HOSTILE = `"Sale" 'x' </script><script>alert(1)</script><!-- & $& $1 \u2028 <img src=x onerror=alert(2)>`;

const head = (overrides: Partial<PageHead> = {}): PageHead => ({
  title: HOSTILE,
  description: `Mô tả ${HOSTILE}`,
  canonical: 'https://aimarket.vn/product/p1',
  type: 'product',
  image: { url: 'https://aimarket.vn/og-image.png?a=1&b=2', width: 1200, height: 630, alt: HOSTILE },
  structuredData: { '@context': 'https://schema.org', '@type': 'Product', name: HOSTILE },
  ...overrides,
});

describe('renderHead', () => {
  it('keeps a hostile title inside its attributes and its <title>', () => {
    const html = renderHead(head());
    for (const key of ['og:title', 'twitter:title', 'og:image:alt', 'twitter:image:alt']) {
      expect(metaContent(html, key)).toBe(HOSTILE);
    }
    expect(metaContent(html, 'description')).toBe(`Mô tả ${HOSTILE}`);
    expect(titleOf(html)).toBe(HOSTILE);
    // Nothing the visitor wrote opens an element: the only tags are the ones the server writes.
    expect(html).not.toMatch(/<img|<script>|<!--/);
    expect(metaContent(html, 'og:image')).toBe('https://aimarket.vn/og-image.png?a=1&b=2');
  });

  it('ends the JSON-LD script only where the server ends it, with the data intact', () => {
    const html = renderHead(head());
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(html.indexOf('</script>')).toBe(html.length - '</script>'.length);
    expect(JSON.parse(scripts[0][1])).toEqual({ '@context': 'https://schema.org', '@type': 'Product', name: HOSTILE });
    expect(scriptJson({ a: '</script>&\u2029' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2029"}');
  });

  it('writes the canonical URL, Open Graph and the large Twitter card', () => {
    const html = renderHead(head({ title: 'Trợ lý', properties: [['product:price:amount', '150000']] }));
    expect(html).toContain('<link rel="canonical" href="https://aimarket.vn/product/p1" />');
    expect(metaContent(html, 'og:url')).toBe('https://aimarket.vn/product/p1');
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'product:price:amount')).toBe('150000');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'robots')).toBeUndefined();
  });

  it('has no canonical URL for a page that was not found, and asks not to index it', () => {
    const html = renderHead(head({ canonical: null, noindex: true, structuredData: undefined }));
    expect(html).not.toContain('canonical');
    expect(metaContent(html, 'og:url')).toBeUndefined();
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(html).not.toContain('ld+json');
  });
});

describe('withHead', () => {
  // The page template every build uses: its title and description are what the head replaces.
  const template = fs.readFileSync(path.join(__dirname, '../../tools/webpack/index.html'), 'utf8');

  it("replaces the template's title and description and keeps everything else", () => {
    const page = withHead(template, head({ title: 'Tiêu đề $& riêng', description: 'Mô tả riêng' }));
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Tiêu đề $&amp; riêng</title>');
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(metaContent(page, 'description')).toBe('Mô tả riêng');
    expect(page).toContain('<div id="root">');
    expect(page).toContain('<meta name="viewport"');
  });

  it('refuses a template it cannot fill rather than serving it without the head', () => {
    expect(() => withHead('<html><head></head></html>', head())).toThrow(/title/);
  });

  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
