import { academyMessages } from '@app/shared/messages/academy';
import { marketplaceMessages } from '@app/shared/messages/marketplace';
import { areaForPath } from './areas';
import { FIXED_FRAMES, fixedFrameFor } from './frames';

describe('fixed frames', () => {
  it('are the catalogue, the academy landing, the sales page and a certificate, matched as areas.ts matches paths', () => {
    expect(fixedFrameFor('/')?.title).toBe(marketplaceMessages.catalog.title);
    expect(fixedFrameFor('/Training/')).toEqual({
      kind: 'page',
      eyebrow: academyMessages.landing.eyebrow,
      title: academyMessages.landing.title,
    });
    const sales = academyMessages.salesPage;
    expect(fixedFrameFor('/salepage/')).toEqual({
      kind: 'hero',
      badge: sales.hero.badge,
      eyebrow: sales.eyebrow,
      title: sales.title,
      lead: sales.lead,
    });
    // A certificate's sheet, for any one certificate id.
    expect(fixedFrameFor('/chung-nhan/CN-ABC/')).toEqual({
      kind: 'certificate',
      organization: academyMessages.certificate.organization,
      title: academyMessages.certificate.title,
    });
    // Headings that depend on data, and shell pages: no fixed frame.
    for (const path of [
      '/product/pong-neon',
      '/training/khoa-hoc',
      '/chung-nhan',
      '/chung-nhan/a/b',
      '/auth',
      '/toString',
    ]) {
      expect(fixedFrameFor(path)).toBeNull();
    }
  });

  it('belong to pages an area owns (the shell shows them while that area loads)', () => {
    for (const path of Object.keys(FIXED_FRAMES)) expect(areaForPath(path.replace(':certId', 'CN-1'))).not.toBeNull();
  });
});
