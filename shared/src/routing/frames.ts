// Public pages whose frame (eyebrow, heading, lead) is fixed text, known before their area loads (issue 15).
// The shell's HTML paints it before any script has run (tools/webpack/boot-frame.cjs), and the shell shows
// it while the page's area loads, with the same classes as PageFrame (shared/src/ui/page-frame.css): the
// heading is painted once, in its place, instead of after the shell's and the area's code. The areas'
// pages render these same texts (their tests check it).
import { academyLandingFrame, catalogFrame } from '@app/shared/messages/frames';
import { routePath } from '@app/shared/routing/areas';

export type FixedFrame = { eyebrow?: string; title: string; lead?: string };

const frame = ({ eyebrow, title, lead }: FixedFrame): FixedFrame => ({ eyebrow, title, lead });

/** By path, as areas.ts matches paths (case and a trailing slash ignored). */
export const FIXED_FRAMES: Readonly<Record<string, FixedFrame>> = {
  '/': frame(catalogFrame),
  '/training': frame(academyLandingFrame),
};

/** The fixed frame of a pathname, or null (a page whose heading depends on data, or a shell page). */
export function fixedFrameFor(pathname: string): FixedFrame | null {
  const path = routePath(pathname);
  return Object.prototype.hasOwnProperty.call(FIXED_FRAMES, path) ? FIXED_FRAMES[path] : null;
}
