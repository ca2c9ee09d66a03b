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
    const filters = { q: ' tiếng nhật ', sort: 'newest' as const, cat: null, sub: null, page: 1 };
    expect(toCatalogParams(filters).toString()).toBe('q=ti%E1%BA%BFng+nh%E1%BA%ADt');
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
