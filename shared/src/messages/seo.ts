// Vietnamese texts of the public pages' previews for search engines and shared links (the shell's page server,
// shell/server): titles, descriptions and image descriptions that a crawler reads without running any script.
// Page titles end with the brand as the pages' own document titles do (PageFrame).
import { commonMessages } from '@app/shared/messages/common';
import { academyLandingFrame, catalogFrame, certificateFrame, salesPageFrame } from '@app/shared/messages/frames';
import { academyMessages } from '@app/shared/messages/academy';
import { marketplaceMessages } from '@app/shared/messages/marketplace';

const brand = commonMessages.brand;

export const seoMessages = {
  brand,
  /** The page title as a browser tab and a search result show it. */
  pageTitle: (title: string) => `${title} · ${brand}`,
  /** Every page without its own description (the shell page's default). */
  siteDescription: `${brand} – chợ ứng dụng AI và sản phẩm số, kèm học viện đào tạo nhà sáng tạo.`,
  /** The brand picture shown when a page has no picture of its own. */
  defaultImageAlt: `${brand} – ${catalogFrame.title.charAt(0).toLowerCase()}${catalogFrame.title.slice(1)}`,
  catalogue: { title: catalogFrame.title, description: catalogFrame.lead },
  creator: {
    unnamed: marketplaceMessages.card.unknownCreator,
    /** A creator who wrote no bio. */
    description: (name: string, productCount: number) =>
      `${name} là nhà sáng tạo trên ${brand}, với ${productCount} sản phẩm đã xuất bản.`,
  },
  training: { title: academyLandingFrame.title },
  salepage: { title: salesPageFrame.title, description: salesPageFrame.lead },
  certificate: {
    title: (userName: string, courseName: string) => `${certificateFrame.title}: ${courseName} – ${userName}`,
    description: (userName: string, courseName: string, score: string, issuedOn: string) =>
      `${userName} đã hoàn thành khóa học “${courseName}” của ${certificateFrame.organization} với điểm ${score}, ngày cấp ${issuedOn}.`,
    anonymousName: academyMessages.certificate.anonymousName,
    revoked: academyMessages.certificate.revoked,
    organization: certificateFrame.organization,
    credentialName: (courseName: string) => `${certificateFrame.title}: ${courseName}`,
  },
};
