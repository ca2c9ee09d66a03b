// What each public page says about itself to search engines and link previews, from the API's public answer
// for that page (the same answer a signed-out visitor's page shows): title, description, canonical URL,
// picture and schema.org data. Pure: the page server (pages.ts) reads the API and writes the HTML.
import type { z } from 'zod';
import type { Certificate, Course } from '@app/shared/contracts/academy';
import type { Product } from '@app/shared/contracts/catalog';
import type { getPublicCreatorProfileOutput } from '@app/shared/contracts/creator';
import { formatScore } from '@app/shared/format';
import { pictureSrcSet, PRODUCT_COVER_SIZES } from '@app/shared/media/picture';
import { seoMessages as t } from '@app/shared/messages/seo';
import { paths } from '@app/shared/routing/paths';
import { vnDate } from '@app/shared/time/vietnam';
import type { PageHead } from './head';
import { summary, truncate } from './summary';

type CreatorProfile = z.output<typeof getPublicCreatorProfileOutput>;

/** Where the site is published, and its brand picture (a 1200×630 PNG the shell ships). */
export interface Site {
  /** e.g. `https://aimarket.vn`, without a trailing slash. */
  origin: string;
  defaultImage: PageHead['image'];
}

/** The size link previews want (Facebook, Zalo, X's large card): the product's share picture and the brand's. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * What product media and reviews add to a product, read when present so the previews use them without another
 * read: the cover, whose `${base}-share.jpg` is its 1200×630 picture for link previews (contracts/media.ts), and
 * the listed reviews' count and average.
 */
export type ProductExtras = {
  media?: { cover: { base: string; widths?: number[] } | null } | null;
  ratingCount?: number;
  ratingAverage?: number | null;
};

const url = (site: Site, path: string) => `${site.origin}${path}`;

/** An absolute http(s) URL, or null: a picture the API names must be one a crawler can fetch. */
function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const organization = (site: Site) => ({ '@type': 'Organization', name: t.brand, url: url(site, '/') });

/** Pages the server has nothing particular to say about: the site's own title, description and picture. */
export function siteHead(site: Site, options: { canonicalPath?: string; noindex?: boolean } = {}): PageHead {
  return {
    title: t.brand,
    description: t.siteDescription,
    canonical: options.canonicalPath === undefined ? null : url(site, options.canonicalPath),
    type: 'website',
    image: site.defaultImage,
    noindex: options.noindex,
  };
}

/** `/`: the catalogue; its filters (`?cat=`, `?q=`) are views of the one page. */
export function catalogueHead(site: Site): PageHead {
  return {
    ...siteHead(site, { canonicalPath: paths.catalogue }),
    title: t.pageTitle(t.catalogue.title),
    description: t.catalogue.description,
    structuredData: { '@context': 'https://schema.org', '@type': 'WebSite', name: t.brand, url: url(site, '/') },
  };
}

export function productHead(product: Product & ProductExtras, site: Site): PageHead {
  const canonical = url(site, paths.product(product.id));
  const cover = product.media?.cover;
  const own = cover ? httpUrl(`${cover.base}-share.jpg`) : null;
  const image = own ? { url: own, ...SHARE_IMAGE_SIZE, alt: product.title } : site.defaultImage;
  const description = summary(product.description, product.title);
  // The cover is the page's LCP: its AVIF variants preloaded with the HTML, as the page's <picture> picks them.
  const variants = cover && Array.isArray(cover.widths) && cover.widths.length > 0 && own ? cover.widths : null;
  const rated = product.ratingCount && product.ratingAverage ? product.ratingCount : 0;
  return {
    title: t.pageTitle(product.title),
    description,
    canonical,
    type: 'product',
    image,
    ...(cover && variants
      ? {
          preloadImage: {
            type: 'image/avif',
            srcset: pictureSrcSet({ base: cover.base, widths: variants }, 'avif'),
            sizes: PRODUCT_COVER_SIZES,
          },
        }
      : {}),
    properties: [
      ['product:price:amount', String(product.price)],
      ['product:price:currency', 'VND'],
    ],
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description,
      url: canonical,
      sku: product.id,
      image: [image.url],
      category: product.subcategoryName ? `${product.categoryName} > ${product.subcategoryName}` : product.categoryName,
      ...(product.creatorName ? { brand: { '@type': 'Brand', name: product.creatorName } } : {}),
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: product.price,
        priceCurrency: 'VND',
        availability: 'https://schema.org/InStock',
        seller: organization(site),
      },
      ...(rated > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: Math.round((product.ratingAverage ?? 0) * 10) / 10,
              reviewCount: rated,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}

export function creatorHead({ creator, products }: CreatorProfile, site: Site): PageHead {
  const name = creator.displayName?.trim() || t.creator.unnamed;
  const canonical = url(site, paths.creatorProfile(creator.uid));
  const image = httpUrl(creator.photoURL);
  return {
    title: t.pageTitle(name),
    description: summary(creator.bio, t.creator.description(name, products.length)),
    canonical,
    type: 'profile',
    image: site.defaultImage,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: canonical,
      dateCreated: creator.joinedAt,
      mainEntity: {
        '@type': 'Person',
        name,
        ...(creator.bio ? { description: truncate(creator.bio, 500) } : {}),
        ...(image ? { image } : {}),
        url: canonical,
      },
    },
  };
}

function courseData(course: Course, canonical: string, description: string, site: Site) {
  const minutes = course.lessons.reduce((sum, lesson) => sum + lesson.durationMinutes, 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description,
    url: canonical,
    inLanguage: 'vi',
    provider: organization(site),
    offers: [{ '@type': 'Offer', category: 'Paid', price: course.price, priceCurrency: 'VND', url: canonical }],
    hasCourseInstance: [
      {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        ...(minutes > 0 ? { courseWorkload: `PT${minutes}M` } : {}),
        instructor: [{ '@type': 'Person', name: course.instructor.name, description: course.instructor.title }],
      },
    ],
  };
}

/** `/training`: the academy's landing page, described by the course it sells. */
export function trainingHead(course: Course, site: Site): PageHead {
  const canonical = url(site, paths.training);
  const description = summary(course.description, t.siteDescription);
  return {
    title: t.pageTitle(t.training.title),
    description,
    canonical,
    type: 'website',
    image: site.defaultImage,
    structuredData: courseData(course, canonical, description, site),
  };
}

/** `/salepage`: the course's sales page, with its own fixed lead. */
export function salepageHead(course: Course, site: Site): PageHead {
  const canonical = url(site, paths.salepage);
  return {
    title: t.pageTitle(t.salepage.title),
    description: t.salepage.description,
    canonical,
    type: 'website',
    image: site.defaultImage,
    structuredData: courseData(course, canonical, summary(course.description, t.salepage.description), site),
  };
}

/** `/chung-nhan/:certId`: a public certificate; a revoked one says so and is not indexed. */
export function certificateHead(certificate: Certificate, site: Site): PageHead {
  const canonical = url(site, paths.certificate(certificate.id));
  const holder = certificate.userName.trim() || t.certificate.anonymousName;
  const title = t.pageTitle(t.certificate.title(holder, certificate.courseName));
  if (certificate.revokedAt) {
    return {
      title,
      description: t.certificate.revoked,
      canonical,
      type: 'website',
      image: site.defaultImage,
      noindex: true,
    };
  }
  const description = t.certificate.description(
    holder,
    certificate.courseName,
    formatScore(certificate.score),
    vnDate(certificate.issuedAt),
  );
  return {
    title,
    description,
    canonical,
    type: 'article',
    image: site.defaultImage,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'EducationalOccupationalCredential',
      name: t.certificate.credentialName(certificate.courseName),
      description,
      url: canonical,
      identifier: certificate.id,
      credentialCategory: 'certificate',
      dateCreated: certificate.issuedAt,
      recognizedBy: {
        '@type': 'EducationalOrganization',
        name: t.certificate.organization,
        url: url(site, paths.training),
      },
      about: { '@type': 'Course', name: certificate.courseName },
    },
  };
}
