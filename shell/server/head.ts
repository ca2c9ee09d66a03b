// The tags a page's HTML carries for search engines and link previews (Facebook, Zalo, X, LinkedIn read Open
// Graph and Twitter tags; Google reads the title, description, canonical link and JSON-LD), written into the
// shell's index.html in place of its generic title and description. Every value a person wrote (a product's
// title, a creator's bio, a learner's name) is escaped for where it lands: attribute, element text or script.
import { seoMessages } from '@app/shared/messages/seo';

/** A page's preview, as the server knows it from the API. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL without query (no `?ref=`): what search engines index and shares point to. Null: none (404). */
  canonical: string | null;
  /** Open Graph type: website, product, profile, article. */
  type: string;
  image: { url: string; width: number; height: number; alt: string };
  /** Search engines should not index this page (a revoked certificate, a page that was not found). */
  noindex?: boolean;
  /** Extra Open Graph properties (a product's price). */
  properties?: [string, string][];
  /** schema.org structured data (JSON-LD). */
  structuredData?: object;
  /**
   * The page's largest picture (a product's cover), asked for with the HTML, first, in the width the page will
   * pick (a responsive `imagesrcset` with the page's `sizes`): it no longer waits for any script or API answer.
   */
  preloadImage?: { type: string; srcset: string; sizes: string };
}

const ATTRIBUTE: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ATTRIBUTE[c]);
}

/**
 * JSON safe inside `<script type="application/ld+json">`: no `<`, `>` or `&` can end the element or open a
 * comment, and the line separators that older parsers take for line ends are escaped as well.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The head tags of a page, one per line. */
export function renderHead(head: PageHead): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.preloadImage) {
    const { type, srcset, sizes } = head.preloadImage;
    lines.push(
      `<link rel="preload" as="image" type="${escapeHtml(type)}" imagesrcset="${escapeHtml(srcset)}" ` +
        `imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    );
  }
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  if (head.noindex) lines.push(meta('name', 'robots', 'noindex'));
  lines.push(
    meta('property', 'og:site_name', seoMessages.brand),
    meta('property', 'og:locale', 'vi_VN'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) lines.push(meta('property', 'og:url', head.canonical));
  lines.push(
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:width', String(head.image.width)),
    meta('property', 'og:image:height', String(head.image.height)),
    meta('property', 'og:image:alt', head.image.alt),
  );
  for (const [key, value] of head.properties ?? []) lines.push(meta('property', key, value));
  lines.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
  );
  if (head.structuredData) lines.push(`<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`);
  return lines.join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>\s*/i;

/**
 * The shell's index.html with the page's own head tags in place of its generic title and description. The
 * replacement is a function, so a `$&` in a title is text, not a pattern.
 */
export function withHead(template: string, head: PageHead): string {
  if (!TITLE.test(template)) throw new Error('index.html has no <title> to replace');
  return template.replace(DESCRIPTION, '').replace(TITLE, () => renderHead(head));
}
