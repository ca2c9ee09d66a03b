import { pageCount, parseUsersParams, toSearchInput, toUsersParams } from './usersParams';

describe('users list URL', () => {
  it('reads the search, the role filter and the page, ignoring what is not valid', () => {
    expect(parseUsersParams(new URLSearchParams('q=%20lan%20&role=admin&page=3'))).toEqual({
      q: 'lan',
      role: 'admin',
      page: 3,
    });
    expect(parseUsersParams(new URLSearchParams('role=owner&page=-2'))).toEqual({ q: '', role: null, page: 1 });
    expect(parseUsersParams(new URLSearchParams('page=1.5'))).toEqual({ q: '', role: null, page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(toUsersParams({ q: '', role: null, page: 1 }).toString()).toBe('');
    expect(toUsersParams({ q: ' an ', role: 'suspended', page: 2 }).toString()).toBe('q=an&role=suspended&page=2');
  });

  it('builds the searchUsers input without empty fields', () => {
    expect(toSearchInput({ q: '', role: null, page: 1 })).toEqual({ page: 1 });
    expect(toSearchInput({ q: 'lan@example.com', role: 'creator', page: 4 })).toEqual({
      query: 'lan@example.com',
      role: 'creator',
      page: 4,
    });
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
