import { parseCatalogParams, toCatalogParams, toListInput } from './catalogParams';

describe('catalogue URL query', () => {
  it('reads every filter and drops invalid values', () => {
    expect(parseCatalogParams(new URLSearchParams('q=pong&sort=priceAsc&cat=giai-tri&sub=tro-choi&page=3'))).toEqual({
      q: 'pong',
      sort: 'priceAsc',
      cat: 'giai-tri',
      sub: 'tro-choi',
      page: 3,
    });
    expect(parseCatalogParams(new URLSearchParams('sort=cheapest&cat=a%20b&sub=x&page=-2'))).toEqual({
      q: '',
      sort: 'newest',
      cat: null,
      sub: null,
      page: 1,
    });
    // A subcategory without its category means nothing.
    expect(parseCatalogParams(new URLSearchParams('sub=tro-choi')).sub).toBeNull();
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    // With a query the default order is relevance; without one, the newest.
    const filters = { q: ' tiếng nhật ', sort: 'relevance' as const, cat: null, sub: null, page: 1 };
    expect(toCatalogParams(filters).toString()).toBe('q=ti%E1%BA%BFng+nh%E1%BA%ADt');
    expect(toCatalogParams({ ...filters, sort: 'newest' }).toString()).toBe('q=ti%E1%BA%BFng+nh%E1%BA%ADt&sort=newest');
    expect(toCatalogParams({ ...filters, q: '', sort: 'newest' }).toString()).toBe('');
    expect(parseCatalogParams(new URLSearchParams('q=pong')).sort).toBe('relevance');
    // Relevance means nothing without a query.
    expect(parseCatalogParams(new URLSearchParams('sort=relevance')).sort).toBe('newest');
    expect(toListInput({ ...filters, q: '', sort: 'relevance' }).sort).toBe('newest');
    const full = { q: 'ai', sort: 'popular' as const, cat: 'hinh-anh', sub: 'tao-anh', page: 2 };
    expect(parseCatalogParams(toCatalogParams(full))).toEqual(full);
  });

  it('maps the filters to the listProducts input', () => {
    expect(toListInput({ q: '', sort: 'newest', cat: null, sub: null, page: 1 })).toEqual({
      sort: 'newest',
      page: 1,
      pageSize: 12,
    });
    expect(toListInput({ q: 'pong ', sort: 'priceDesc', cat: 'giai-tri', sub: 'tro-choi', page: 2 })).toEqual({
      query: 'pong',
      sort: 'priceDesc',
      categoryId: 'giai-tri',
      subcategoryId: 'tro-choi',
      page: 2,
      pageSize: 12,
    });
  });
});
