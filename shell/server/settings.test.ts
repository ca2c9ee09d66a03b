// The page server's settings: the site's public origin (never the request's Host), the cache's time and the
// sitemaps' page size, each refused at start when it makes no sense rather than publishing wrong URLs.
import { settingsFrom } from './settings';

const defaults = {
  siteOrigin: 'http://localhost:3000',
  functionsOrigin: 'http://127.0.0.1:5001',
  projectId: 'demo-marketplace',
};

describe('settingsFrom', () => {
  it('defaults to the local shell, a minute of cache and 50,000 URLs per sitemap', () => {
    expect(settingsFrom({}, defaults)).toEqual({
      siteOrigin: 'http://localhost:3000',
      functionsOrigin: 'http://127.0.0.1:5001',
      projectId: 'demo-marketplace',
      cacheSeconds: 60,
      sitemapPageSize: 50_000,
    });
  });

  it('takes the production origin without its trailing slash, and the numbers given', () => {
    const settings = settingsFrom(
      { SITE_ORIGIN: 'https://aimarket.vn/', PAGE_CACHE_SECONDS: '300', SITEMAP_PAGE_SIZE: '2' },
      defaults,
    );
    expect(settings).toMatchObject({ siteOrigin: 'https://aimarket.vn', cacheSeconds: 300, sitemapPageSize: 2 });
  });

  it.each([
    [{ SITE_ORIGIN: 'aimarket.vn' }, /SITE_ORIGIN/],
    [{ SITE_ORIGIN: 'ftp://aimarket.vn' }, /SITE_ORIGIN/],
    [{ SITE_ORIGIN: 'https://aimarket.vn/vi' }, /SITE_ORIGIN/],
    [{ PAGE_CACHE_SECONDS: '-1' }, /PAGE_CACHE_SECONDS/],
    [{ SITEMAP_PAGE_SIZE: '50001' }, /SITEMAP_PAGE_SIZE/],
    [{ SITEMAP_PAGE_SIZE: '1.5' }, /SITEMAP_PAGE_SIZE/],
  ])('refuses %j', (env, message) => {
    expect(() => settingsFrom(env, defaults)).toThrow(message);
  });
});
