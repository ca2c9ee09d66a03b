import type { AffiliateDashboard } from '@app/shared/contracts/affiliates';
import { absoluteLink, conversionText, hasActivity } from './dashboardView';

const quiet: AffiliateDashboard = {
  code: 'LAN123',
  days: 30,
  links: [{ productId: null, title: 'Toàn bộ chợ sản phẩm', path: '/?ref=LAN123' }],
  period: { clicks: 0, signups: 0, orders: 0, conversionRate: 0, commission: 0 },
  commission: { pending: 0, available: 0, paid: 0 },
  daily: [],
  recent: [],
};

describe('absoluteLink', () => {
  it('puts the path on this site’s origin', () => {
    expect(absoluteLink('https://aimarket.vn', '/product/p-1?ref=LAN123')).toBe(
      'https://aimarket.vn/product/p-1?ref=LAN123',
    );
    expect(absoluteLink('http://localhost:3000', '/?ref=LAN123')).toBe('http://localhost:3000/?ref=LAN123');
  });
});

describe('hasActivity', () => {
  it('is false for a user with only the catalogue link and nothing earned', () => {
    expect(hasActivity(quiet)).toBe(false);
  });

  it.each<[string, Partial<AffiliateDashboard>]>([
    ['a click in the period', { period: { ...quiet.period, clicks: 1 } }],
    [
      'a promoted product',
      { links: [...quiet.links, { productId: 'p-1', title: 'Pong', path: '/product/p-1?ref=X' }] },
    ],
    ['commission paid long ago', { commission: { pending: 0, available: 0, paid: 9_900 } }],
  ])('is true with %s', (_what, change) => {
    expect(hasActivity({ ...quiet, ...change })).toBe(true);
  });
});

describe('conversionText', () => {
  it.each([
    [0, '0%'],
    [0.125, '12,5%'],
    [1 / 3, '33,3%'],
    [1, '100%'],
    [Number.NaN, '0%'],
  ])('%p → %p', (rate, text) => {
    expect(conversionText(rate)).toBe(text);
  });
});
