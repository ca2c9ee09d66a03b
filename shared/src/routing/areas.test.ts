import { areaForPath } from './areas';

describe('areaForPath (route ownership, docs/architecture.md §1)', () => {
  it.each([
    ['/', 'marketplace'],
    ['/product/abc', 'marketplace'],
    ['/creator-profile/c1', 'marketplace'],
    ['/checkout/TX123', 'marketplace'],
    ['/payment-status', 'marketplace'],
    ['/training', 'academy'],
    ['/training/my-course/lesson-1', 'academy'],
    ['/training/library', 'academy'],
    ['/training/quiz/academy', 'academy'],
    ['/salepage', 'academy'],
    ['/chung-nhan/CERT1', 'academy'],
    ['/creator/dashboard', 'creator'],
    ['/creator/fee-info', 'creator'],
    ['/become-a-creator', 'creator'],
    ['/pricing', 'creator'],
    ['/vercel-callback', 'creator'],
    ['/admin', 'admin'],
    ['/admin/quizzes', 'admin'],
    ['/my/library', 'account'],
    ['/my/settings/payment', 'account'],
    // As react-router matches: case-insensitive, trailing slash ignored.
    ['/Training/', 'academy'],
    ['/MY/Library', 'account'],
    ['/product', 'marketplace'],
  ])('%s belongs to %s', (path, area) => {
    expect(areaForPath(path)).toBe(area);
  });

  it.each([
    '/auth',
    '/forgot-password',
    '/terms-of-service',
    '/privacy-policy',
    '/nope',
    '/salepage/x',
    '/payment-status/x',
    '/creators',
    '/trainingx',
    '/administrator',
    '/my-page',
  ])('%s belongs to no area', (path) => {
    expect(areaForPath(path)).toBeNull();
  });
});
