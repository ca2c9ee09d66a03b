import { academyMessages } from '@app/shared/messages/academy';
import { marketplaceMessages } from '@app/shared/messages/marketplace';
import { areaForPath } from './areas';
import { FIXED_FRAMES, fixedFrameFor } from './frames';

describe('fixed frames', () => {
  it('are the catalogue, the academy landing and the sales page, matched as areas.ts matches paths', () => {
    expect(fixedFrameFor('/')?.title).toBe(marketplaceMessages.catalog.title);
    expect(fixedFrameFor('/Training/')).toEqual({
      kind: 'page',
      eyebrow: academyMessages.landing.eyebrow,
      title: academyMessages.landing.title,
      lead: academyMessages.landing.lead,
    });
    const sales = academyMessages.salesPage;
    expect(fixedFrameFor('/salepage/')).toEqual({
      kind: 'hero',
      badge: sales.hero.badge,
      eyebrow: sales.eyebrow,
      title: sales.title,
      lead: sales.lead,
    });
    // Headings that depend on data, and shell pages: no fixed frame.
    for (const path of ['/product/pong-neon', '/training/khoa-hoc', '/chung-nhan/CN1', '/auth', '/toString']) {
      expect(fixedFrameFor(path)).toBeNull();
    }
  });

  it('belong to pages an area owns (the shell shows them while that area loads)', () => {
    for (const path of Object.keys(FIXED_FRAMES)) expect(areaForPath(path)).not.toBeNull();
  });
});
