import { NO_MEDIA } from '@app/shared/contracts/media';
import { applyPendingChanges, awaitsReview, hasLiveVersion, immediateDemo, pendingChangesFor } from './changes';

const live = {
  title: 'Trợ lý thuế',
  price: 100_000,
  appUrl: 'https://thue.example.vn',
  media: NO_MEDIA,
  thumbnailUrl: null,
  demoUrl: null,
};
const at = new Date('2026-03-01T02:00:00.000Z');

describe('pending changes of a live product', () => {
  it('holds only the material fields that differ, with the submission time', () => {
    expect(pendingChangesFor(live, { ...live, price: 120_000 }, at)).toEqual({
      price: 120_000,
      submittedAt: '2026-03-01T02:00:00.000Z',
    });
    expect(pendingChangesFor(live, { ...live, title: 'Mới', appUrl: null }, at)).toEqual({
      title: 'Mới',
      appUrl: null,
      submittedAt: at.toISOString(),
    });
  });

  it('holds the whole media when the cover, a caption or the order changes, and applies it on acceptance', () => {
    const picture = {
      base: 'https://api.example.vn/media/a/0123456789abcdef',
      width: 1280,
      height: 720,
      widths: [1280],
    };
    const media = { ...NO_MEDIA, gallery: [{ ...picture, id: 'a', caption: 'Màn hình chính' }] };
    const pending = pendingChangesFor(live, { ...live, media }, at);
    expect(pending).toEqual({ media, thumbnailUrl: null, submittedAt: at.toISOString() });
    expect(applyPendingChanges(live, pending!)).toEqual({ ...live, media });
    // The same pictures with their keys in another order (as jsonb answers them) are no change.
    const reordered = { video: null, gallery: [{ caption: 'Màn hình chính', id: 'a', ...picture }], cover: null };
    expect(pendingChangesFor({ ...live, media }, { ...live, media: reordered }, at)).toBeNull();
    const recaptioned = { ...media, gallery: [{ ...media.gallery[0], caption: 'Khác' }] };
    expect(pendingChangesFor({ ...live, media }, { ...live, media: recaptioned }, at)?.media).toEqual(recaptioned);
  });

  it('is null when the edit leaves the material fields as they are live', () => {
    expect(pendingChangesFor(live, { ...live }, at)).toBeNull();
  });

  it('applies accepted changes over the live fields, a removed app URL included', () => {
    expect(applyPendingChanges(live, { price: 0, submittedAt: at.toISOString() })).toEqual({ ...live, price: 0 });
    expect(applyPendingChanges(live, { appUrl: null, submittedAt: at.toISOString() })).toEqual({
      ...live,
      appUrl: null,
    });
  });

  it('holds a new embedded demo address for review and keeps the live demo until then', () => {
    const url = 'https://demo.thue.example.vn/';
    expect(pendingChangesFor(live, { ...live, demoUrl: url }, at)).toEqual({
      demoUrl: url,
      submittedAt: at.toISOString(),
    });
    const embedded = { ...live, demoUrl: url };
    // The same address again, or the demo taken off: nothing to review.
    expect(pendingChangesFor(embedded, { ...embedded }, at)).toBeNull();
    expect(pendingChangesFor(embedded, { ...embedded, demoUrl: null }, at)).toBeNull();
    const pong = { demoType: 'pongGame' as const, demoUrl: null };
    expect(immediateDemo(pong, { demoType: 'embed', demoUrl: url })).toEqual(pong);
    expect(immediateDemo({ demoType: 'embed', demoUrl: url }, { demoType: 'none', demoUrl: null })).toEqual({
      demoType: 'none',
      demoUrl: null,
    });
    expect(applyPendingChanges(live, { demoUrl: url, submittedAt: at.toISOString() })).toEqual({
      ...live,
      demoUrl: url,
      demoType: 'embed',
    });
  });

  it('knows which products have a live version and which await review', () => {
    expect(hasLiveVersion({ status: 'published', publishedAt: at })).toBe(true);
    expect(hasLiveVersion({ status: 'archived', publishedAt: at })).toBe(true);
    expect(hasLiveVersion({ status: 'archived', publishedAt: null })).toBe(false);
    expect(hasLiveVersion({ status: 'rejected', publishedAt: null })).toBe(false);
    const pending = { title: 'X', submittedAt: at.toISOString() };
    expect(awaitsReview({ status: 'pending', pendingChanges: null })).toBe(true);
    expect(awaitsReview({ status: 'published', pendingChanges: pending })).toBe(true);
    expect(awaitsReview({ status: 'published', pendingChanges: { ...pending, rejectionReason: 'Sai' } })).toBe(false);
    expect(awaitsReview({ status: 'archived', pendingChanges: pending })).toBe(false);
    expect(awaitsReview({ status: 'published', pendingChanges: null })).toBe(false);
  });
});
