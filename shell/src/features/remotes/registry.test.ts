import { parseRemotesConfig } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

describe('parseRemotesConfig', () => {
  it('keeps known areas with http(s) URLs, resolving relative ones against the page', () => {
    expect(
      parseRemotesConfig({
        marketplace: 'http://localhost:3001/mf-manifest.json',
        academy: '/academy/mf-manifest.json',
        admin: 'javascript:alert(1)',
        evil: 'http://x/mf-manifest.json',
        account: 42,
      }),
    ).toEqual({
      marketplace: 'http://localhost:3001/mf-manifest.json',
      academy: 'http://localhost/academy/mf-manifest.json',
    });
  });

  it('returns nothing for a non-object file', () => {
    expect(parseRemotesConfig(null)).toEqual({});
    expect(parseRemotesConfig('x')).toEqual({});
  });
});
