// Public pages whose frame (eyebrow, heading, lead) is fixed text, known before their area loads.
// The shell's HTML paints it before any script has run (tools/webpack/boot-frame.cjs), and the shell shows
// it while the page's area loads, with the same classes as PageFrame (shared/src/ui/page-frame.css) or, for
// a hero, HeroFrame (hero-frame.css): the heading is painted once, in its place, instead of after the
// shell's and the area's code. The areas' pages render these same texts (their tests check it).
import { academyLandingFrame, catalogFrame, certificateFrame, salesPageFrame } from '@app/shared/messages/frames';
import { framePathMatches, routePath } from '@app/shared/routing/areas';

export type PageFrameTexts = { kind: 'page'; eyebrow?: string; title: string; lead?: string };
export type HeroFrameTexts = { kind: 'hero'; badge: string; eyebrow: string; title: string; lead: string };
export type CertificateFrameTexts = { kind: 'certificate'; organization: string; title: string };
export type FixedFrame = PageFrameTexts | HeroFrameTexts | CertificateFrameTexts;

const frame = ({ eyebrow, title, lead }: Omit<PageFrameTexts, 'kind'>): FixedFrame => ({
  kind: 'page',
  eyebrow,
  title,
  lead,
});
const hero = ({ badge, eyebrow, title, lead }: Omit<HeroFrameTexts, 'kind'>): FixedFrame => ({
  kind: 'hero',
  badge,
  eyebrow,
  title,
  lead,
});

/**
 * By path, as areas.ts matches paths (case and a trailing slash ignored); `:name` stands for one path
 * segment (a certificate's id), as in the areas' routes.
 */
export const FIXED_FRAMES: Readonly<Record<string, FixedFrame>> = {
  '/': frame(catalogFrame),
  '/training': frame(academyLandingFrame),
  '/salepage': hero(salesPageFrame),
  '/chung-nhan/:certId': { kind: 'certificate', ...certificateFrame },
};

/** The fixed frame of a pathname, or null (a page whose heading depends on data, or a shell page). */
export function fixedFrameFor(pathname: string): FixedFrame | null {
  const path = routePath(pathname);
  const key = Object.keys(FIXED_FRAMES).find((pattern) => framePathMatches(pattern, path));
  return key === undefined ? null : FIXED_FRAMES[key];
}
