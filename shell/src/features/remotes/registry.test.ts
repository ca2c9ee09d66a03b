import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { initRemotes, parseRemotesConfig } from './registry';
import type * as Registry from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

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

describe('initRemotes with what the page boot script started', () => {
  it('takes remotes.json and the opening area manifest from the boot script, each once; idle downloads prefetch', async () => {
    const manifestUrl = 'http://localhost:3001/mf-manifest.json';
    const manifest = { ok: true } as Response;
    const fetchMock = jest.fn();
    Object.assign(window, {
      fetch: fetchMock,
      __SHELL_BOOT__: {
        remotes: Promise.resolve({ marketplace: manifestUrl }),
        manifests: { [manifestUrl]: Promise.resolve(manifest) },
      },
    });

    await expect(initRemotes()).resolves.toEqual({ marketplace: manifestUrl });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'marketplace', entry: manifestUrl }]);
    expect(loadRemote).not.toHaveBeenCalled();

    // The federation runtime asks its plugin before fetching a manifest itself.
    const [[plugins]] = (registerPlugins as jest.Mock).mock.calls;
    const plugin = plugins[0] as { fetch: (url: string) => Promise<Response> | undefined };
    expect(plugin.fetch('http://localhost:3002/mf-manifest.json')).toBeUndefined();
    await expect(plugin.fetch(manifestUrl)).resolves.toBe(manifest);
    // A second load (a retry after a failure) goes to the network.
    expect(plugin.fetch(manifestUrl)).toBeUndefined();

    // Idle-time downloads (preloadRemote) are prefetch links; the links of a real load stay the runtime's.
    type LinkArgs = { url: string; attrs?: Record<string, unknown>; resourceContext?: { initiator: string } };
    const links = plugins[0] as { createLink: (args: LinkArgs) => HTMLLinkElement | undefined };
    const url = 'http://localhost:3002/468.js';
    const preload = { rel: 'preload', as: 'script' };
    const idle = links.createLink({ url, attrs: preload, resourceContext: { initiator: 'preloadRemote' } });
    expect(idle?.rel).toBe('prefetch');
    expect(idle?.href).toBe(url);
    expect(links.createLink({ url, attrs: preload, resourceContext: { initiator: 'loadRemote' } })).toBeUndefined();
    expect(
      links.createLink({ url, attrs: { rel: 'stylesheet' }, resourceContext: { initiator: 'preloadRemote' } }),
    ).toBeUndefined();
  });
});

describe('prefetchArea (idle-time preloading)', () => {
  const academy = 'http://localhost:3002/mf-manifest.json';

  async function freshRegistry() {
    // A fresh registry (its remotes.json and failures are per page) with its own runtime mock.
    let registry: typeof Registry | undefined;
    let runtime: Record<string, jest.Mock> = {};
    await jest.isolateModulesAsync(async () => {
      registry = await import('./registry');
      runtime = (await import('@module-federation/enhanced/runtime')) as unknown as Record<string, jest.Mock>;
    });
    Object.assign(window, {
      __SHELL_BOOT__: undefined,
      fetch: jest.fn(async () => ({ ok: true, json: async () => ({ academy }) })),
    });
    return { registry: registry!, runtime };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("downloads the area's entry and App files without running the App", async () => {
    const { registry, runtime } = await freshRegistry();
    runtime.preloadRemote.mockResolvedValue(undefined);
    registry.prefetchArea('academy');
    await settle();
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'academy', exposes: ['./App'], resourceCategory: 'sync' },
    ]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('an area that is not configured is not asked for', async () => {
    const { registry, runtime } = await freshRegistry();
    registry.prefetchArea('admin');
    await settle();
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });

  it('after a failed download, opening the area registers it afresh (no cached failure)', async () => {
    const { registry, runtime } = await freshRegistry();
    runtime.preloadRemote.mockRejectedValue(new Error('preloadRemote failed to load 1 resource(s).'));
    registry.prefetchArea('academy');
    await settle();
    runtime.loadRemote.mockResolvedValue({ default: () => null });
    await registry.loadArea('academy');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'academy', entry: academy }], { force: true });
  });
});
