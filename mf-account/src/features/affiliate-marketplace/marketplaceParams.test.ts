import { parseMarketplaceParams, referralLink, toListInput, toMarketplaceParams } from './marketplaceParams';

const parse = (query: string) => parseMarketplaceParams(new URLSearchParams(query));

describe('marketplace params', () => {
  it('defaults: no search, highest commission first, page 1', () => {
    expect(parse('')).toEqual({ q: '', sort: 'commission', page: 1 });
    expect(toMarketplaceParams(parse('')).toString()).toBe('');
  });

  it('reads and writes search, sort and page; defaults stay out of the URL', () => {
    const filters = parse('q=tr%E1%BB%A3+l%C3%BD&sort=newest&page=3');
    expect(filters).toEqual({ q: 'trợ lý', sort: 'newest', page: 3 });
    expect(toMarketplaceParams(filters).toString()).toBe('q=tr%E1%BB%A3+l%C3%BD&sort=newest&page=3');
    expect(toMarketplaceParams({ q: '  ', sort: 'commission', page: 1 }).toString()).toBe('');
  });

  it('ignores an unknown sort and a bad page, and cuts a search longer than 100 characters', () => {
    expect(parse('sort=price&page=-2')).toEqual({ q: '', sort: 'commission', page: 1 });
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=99999').page).toBe(1);
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('the API input: trimmed query only when there is one', () => {
    expect(toListInput({ q: ' pong ', sort: 'bestselling', page: 2 })).toEqual({
      query: 'pong',
      sort: 'bestselling',
      page: 2,
    });
    expect(toListInput({ q: '', sort: 'commission', page: 1 })).toEqual({ sort: 'commission', page: 1 });
  });
});

describe('referralLink', () => {
  it('adds ?ref= to a product page and to the sales page, absolute on this origin', () => {
    expect(referralLink('https://aimarket.vn', '/product/pong-neon', 'LAN2026')).toBe(
      'https://aimarket.vn/product/pong-neon?ref=LAN2026',
    );
    expect(referralLink('http://localhost:3000', '/salepage', 'LAN2026')).toBe(
      'http://localhost:3000/salepage?ref=LAN2026',
    );
  });

  it('keeps a query the path already has and replaces a ref in it', () => {
    expect(referralLink('https://aimarket.vn', '/?cat=ai&ref=OLD', 'LAN')).toBe('https://aimarket.vn/?cat=ai&ref=LAN');
  });
});
