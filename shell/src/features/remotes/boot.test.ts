// The inline boot script of the shell page (tools/webpack/shell-boot.js, built as index.html inlines it):
// for the page being opened it reads remotes.json, fetches the owning area's manifest and preloads that
// area's remoteEntry.js and App files; it never throws, whatever the network answers.
import { shellBootScript } from '../../../../tools/webpack/shell-boot.cjs';

type Boot = {
  remotes: Promise<unknown> | null;
  manifests: Record<string, Promise<Response> | undefined>;
  calls: Record<string, { at: number; answer: Promise<unknown>; settled: unknown } | undefined>;
  frame?: { path: string; texts: unknown };
};

const MANIFEST = 'http://localhost:3001/mf-manifest.json';
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './Other', assets: { js: { sync: ['other.js'], async: [] }, css: { sync: [], async: [] } } },
    {
      path: './App',
      assets: { js: { sync: ['925.js', 'App.js'], async: ['x.js'] }, css: { sync: ['App.css'], async: [] } },
    },
  ],
};

function answer(body: unknown, status = 200) {
  const make = (): Response =>
    ({ ok: status < 400, status, json: async () => body, clone: () => make() }) as unknown as Response;
  return make();
}

const script = shellBootScript();

async function boot(pathname: string, routes: Record<string, () => Promise<Response>>, head = '') {
  window.history.pushState({}, '', pathname);
  document.head.innerHTML = head;
  const fetchMock = jest.fn((url: string, _init?: RequestInit) =>
    (routes[url] ?? (() => Promise.reject(new TypeError('offline'))))(),
  );
  Object.assign(window, { fetch: fetchMock });
  new Function(script)();
  // Let every promise chain of the script settle.
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map(
    (link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`,
  );
  return { fetchMock, preloads, state: (window as unknown as { __SHELL_BOOT__: Boot }).__SHELL_BOOT__ };
}

const remotes = { marketplace: MANIFEST, academy: 'http://localhost:3002/mf-manifest.json' };

describe('the shell page boot script', () => {
  it('on an area page: remotes.json, then that area manifest and the preloads of its entry and App files', async () => {
    const { fetchMock, preloads, state } = await boot('/', {
      '/remotes.json': async () => answer(remotes),
      [MANIFEST]: async () => answer(manifest),
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', MANIFEST]);
    expect(preloads).toEqual([
      'script http://localhost:3001/remoteEntry.js',
      'style http://localhost:3001/App.css',
      'script http://localhost:3001/925.js',
      'script http://localhost:3001/App.js',
    ]);
    // The shell's registry takes both answers instead of asking again.
    await expect(state.remotes).resolves.toEqual(remotes);
    const kept = await state.manifests[MANIFEST];
    await expect(kept?.json()).resolves.toEqual(manifest);
  });

  it('uses the same route table as the shell: a deep academy link preloads the academy only', async () => {
    const academy = 'http://localhost:3002/mf-manifest.json';
    const { fetchMock } = await boot('/Training/Quiz/abc/', {
      '/remotes.json': async () => answer(remotes),
      [academy]: async () => answer(manifest),
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', academy]);
  });

  it("on the shell's own pages and unknown paths: remotes.json only, no area", async () => {
    for (const path of ['/auth', '/terms-of-service', '/khong-ton-tai']) {
      const { fetchMock, preloads } = await boot(path, { '/remotes.json': async () => answer(remotes) });
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/remotes.json']);
      expect(preloads).toEqual([]);
    }
  });

  it('an area that is down, a bad manifest or a bad remotes.json: nothing preloaded, nothing thrown', async () => {
    const down = await boot('/', { '/remotes.json': async () => answer(remotes) });
    expect(down.preloads).toEqual([]);
    await expect(down.state.manifests[MANIFEST]).rejects.toThrow('offline');

    const broken = await boot('/', {
      '/remotes.json': async () => answer(remotes),
      [MANIFEST]: async () => answer({ exposes: [] }),
    });
    expect(broken.preloads).toEqual([]);

    const notFound = await boot('/', { '/remotes.json': async () => answer(null, 404) });
    expect(notFound.fetchMock).toHaveBeenCalledTimes(1);
    await expect(notFound.state.remotes).rejects.toThrow('remotes.json: HTTP 404');

    const hostile = await boot('/', { '/remotes.json': async () => answer({ marketplace: 'javascript:alert(1)' }) });
    expect(hostile.fetchMock).toHaveBeenCalledTimes(1);
    expect(hostile.preloads).toEqual([]);
  });

  describe('early calls (@app/shared/api/early-calls)', () => {
    const API = 'http://127.0.0.1:5001/demo-marketplace/asia-southeast1';
    afterEach(() => localStorage.clear());

    it("a product page asks for its product with the HTML, without a token, kept under the client's key", async () => {
      const product = { result: { id: 'pong-neon' } };
      const { fetchMock, state } = await boot('/product/pong%20neon', {
        '/remotes.json': async () => answer(remotes),
        [`${API}/getProduct`]: async () => answer(product),
      });
      const call = fetchMock.mock.calls.find(([url]) => url === `${API}/getProduct`);
      expect(call?.[1]).toEqual({
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { productId: 'pong neon' } }),
      });
      const kept = state.calls[JSON.stringify(['getProduct', { productId: 'pong neon' }])];
      await expect(kept?.answer).resolves.toEqual({ ok: true, status: 200, body: product });
      expect(kept?.settled).toEqual({ ok: true, status: 200, body: product });
    });

    it('the academy landing and a certificate ask for theirs; other pages ask for nothing', async () => {
      const asked = async (path: string) =>
        (await boot(path, { '/remotes.json': async () => answer(remotes) })).fetchMock.mock.calls
          .map(([url]) => url)
          .filter((url) => url.startsWith(API));
      expect(await asked('/training/')).toEqual([`${API}/getCourse`]);
      expect(await asked('/chung-nhan/CN-ABC')).toEqual([`${API}/getCertificate`]);
      for (const path of ['/', '/salepage', '/product', '/product/a/b', '/my/library', '/auth']) {
        expect(await asked(path)).toEqual([]);
      }
    });

    it('a visitor with a session to restore is not asked for early (their answer may differ)', async () => {
      localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');
      const { fetchMock, state } = await boot('/product/pong-neon', { '/remotes.json': async () => answer(remotes) });
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', MANIFEST]);
      expect(state.calls).toEqual({});
    });

    it('an early call that fails on the network throws nothing', async () => {
      const { state } = await boot('/product/pong-neon', { '/remotes.json': async () => answer(remotes) });
      await expect(state.calls[JSON.stringify(['getProduct', { productId: 'pong-neon' }])]?.answer).rejects.toThrow(
        'offline',
      );
    });

    describe("a product's heading, painted from the answer before the page's code", () => {
      const pong = {
        result: {
          title: 'Pong <b>Neon</b>',
          description: 'Trò chơi neon.\n\n## Tính năng',
          categoryName: 'Trò chơi',
          subcategoryName: 'Arcade',
        },
      };
      const header = '<div class="app-header" data-boot-frame=""></div>';

      it('under the header bar, as PageFrame draws it, its texts as text; the shell is told', async () => {
        document.body.innerHTML = `<div id="root">${header}</div>`;
        const { state } = await boot('/product/pong-neon', {
          '/remotes.json': async () => answer(remotes),
          [`${API}/getProduct`]: async () => answer(pong),
        });
        const frame = document.querySelector('#root > .app-frame') as HTMLElement;
        expect(frame.getAttribute('aria-hidden')).toBe('true');
        expect(frame.hasAttribute('data-boot-frame')).toBe(true);
        expect(
          [...frame.querySelectorAll('*')].map((el) => [el.className, el.children.length ? '' : el.textContent]),
        ).toEqual([
          ['app-frame__header', ''],
          ['app-frame__eyebrow', 'Trò chơi · Arcade'],
          ['app-frame__title', 'Pong <b>Neon</b>'],
          ['app-frame__lead', 'Trò chơi neon.'],
        ]);
        expect(frame.querySelector('b')).toBeNull();
        expect(state.frame).toEqual({
          path: '/product/pong-neon',
          texts: { eyebrow: 'Trò chơi · Arcade', title: 'Pong <b>Neon</b>', lead: 'Trò chơi neon.' },
        });
      });

      describe('and its cover under it, where the page draws the cover alone (a phone)', () => {
        const cover = {
          base: 'https://cdn.example.vn/media/bia/0123456789abcdef',
          width: 1280,
          height: 720,
          widths: [320, 640],
        };
        const withCover = { result: { ...pong.result, media: { cover, gallery: [], video: null } } };
        const viewport = (phone: boolean) =>
          Object.assign(window, {
            matchMedia: (query: string) => ({ matches: phone && query === '(max-width: 760px)' }),
          });
        afterEach(() => {
          delete (window as { matchMedia?: unknown }).matchMedia;
        });

        it('on a phone: the same picture as the page (formats, srcset, sizes, box), and the shell is told', async () => {
          viewport(true);
          document.body.innerHTML = `<div id="root">${header}</div>`;
          const { state } = await boot('/product/pong-neon', {
            '/remotes.json': async () => answer(remotes),
            [`${API}/getProduct`]: async () => answer(withCover),
          });
          const picture = document.querySelector('#root > .app-frame > .app-frame__header + picture') as HTMLElement;
          const sizes = '(min-width: 1200px) 760px, (min-width: 761px) 64vw, 100vw';
          expect(
            [...picture.querySelectorAll('source')].map((el) => [el.type, el.getAttribute('srcset'), el.sizes]),
          ).toEqual([
            ['image/avif', `${cover.base}-320.avif 320w, ${cover.base}-640.avif 640w`, sizes],
            ['image/webp', `${cover.base}-320.webp 320w, ${cover.base}-640.webp 640w`, sizes],
          ]);
          const img = picture.querySelector('img') as HTMLImageElement;
          expect(img.className).toBe('app-frame__cover');
          expect(img.getAttribute('src')).toBe(`${cover.base}-640.jpg`);
          expect(img.getAttribute('srcset')).toBe(`${cover.base}-320.jpg 320w, ${cover.base}-640.jpg 640w`);
          expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual([
            '1280',
            '720',
            '',
          ]);
          expect(img.getAttribute('fetchpriority')).toBe('high');
          expect(state.frame).toEqual(expect.objectContaining({ path: '/product/pong-neon', cover }));
        });

        it('its AVIF variants are preloaded first, unless the HTML already asks for them', async () => {
          viewport(true);
          const imagePreloads = () =>
            [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [
              link.getAttribute('imagesrcset'),
              link.getAttribute('imagesizes'),
              link.getAttribute('fetchpriority'),
            ]);
          document.body.innerHTML = `<div id="root">${header}</div>`;
          await boot('/product/pong-neon', {
            '/remotes.json': async () => answer(remotes),
            [`${API}/getProduct`]: async () => answer(withCover),
          });
          expect(imagePreloads()).toEqual([
            [
              `${cover.base}-320.avif 320w, ${cover.base}-640.avif 640w`,
              '(min-width: 1200px) 760px, (min-width: 761px) 64vw, 100vw',
              'high',
            ],
          ]);

          // The page server wrote it into the HTML from its own read of the product: not asked twice.
          document.body.innerHTML = `<div id="root">${header}</div>`;
          const fromServer = `<link rel="preload" as="image" type="image/avif" imagesrcset="${cover.base}-320.avif 320w" imagesizes="100vw" fetchpriority="high">`;
          await boot(
            '/product/pong-neon',
            {
              '/remotes.json': async () => answer(remotes),
              [`${API}/getProduct`]: async () => answer(withCover),
            },
            fromServer,
          );
          expect(imagePreloads()).toEqual([[`${cover.base}-320.avif 320w`, '100vw', 'high']]);
        });

        it('on a wide screen (the price panel beside it) or with a malformed cover: the heading only', async () => {
          viewport(false);
          document.body.innerHTML = `<div id="root">${header}</div>`;
          const wide = await boot('/product/pong-neon', {
            '/remotes.json': async () => answer(remotes),
            [`${API}/getProduct`]: async () => answer(withCover),
          });
          expect(document.querySelector('.app-frame__title')).not.toBeNull();
          expect(document.querySelector('.app-frame picture')).toBeNull();
          expect(wide.state.frame).not.toHaveProperty('cover');

          viewport(true);
          document.body.innerHTML = `<div id="root">${header}</div>`;
          const broken = { result: { ...pong.result, media: { cover: { base: 'x', widths: [] } } } };
          const malformed = await boot('/product/pong-neon', {
            '/remotes.json': async () => answer(remotes),
            [`${API}/getProduct`]: async () => answer(broken),
          });
          expect(document.querySelector('.app-frame__title')).not.toBeNull();
          expect(document.querySelector('.app-frame picture')).toBeNull();
          expect(malformed.state.frame).not.toHaveProperty('cover');
        });
      });

      it("the academy landing's lead (the course's description) goes under the heading the HTML painted", async () => {
        document.body.innerHTML =
          `<div id="root">${header}<div class="app-frame" data-boot-frame=""><div class="app-frame__header">` +
          '<h1 class="app-frame__title">Học viện</h1></div></div></div>';
        const { state } = await boot('/training', {
          '/remotes.json': async () => answer(remotes),
          [`${API}/getCourse`]: async () => answer({ result: { description: 'Khóa học <i>thật</i>.' } }),
        });
        const headerEl = document.querySelector('.app-frame__header') as HTMLElement;
        expect([...headerEl.children].map((el) => [el.className, el.textContent])).toEqual([
          ['app-frame__title', 'Học viện'],
          ['app-frame__lead', 'Khóa học <i>thật</i>.'],
        ]);
        expect(state.frame).toEqual({ path: '/training', texts: { lead: 'Khóa học <i>thật</i>.' } });
      });

      it('not once React has drawn the page, nor from a failure', async () => {
        document.body.innerHTML = '<div id="root"><header class="app-header"></header></div>';
        const drawn = await boot('/product/pong-neon', {
          '/remotes.json': async () => answer(remotes),
          [`${API}/getProduct`]: async () => answer(pong),
        });
        expect(document.querySelector('.app-frame')).toBeNull();
        expect(drawn.state.frame).toBeUndefined();

        document.body.innerHTML = `<div id="root">${header}</div>`;
        const missing = await boot('/product/pong-neon', {
          '/remotes.json': async () => answer(remotes),
          [`${API}/getProduct`]: async () => answer({ error: { status: 'NOT_FOUND', message: 'x' } }, 404),
        });
        expect(document.querySelector('.app-frame')).toBeNull();
        expect(missing.state.frame).toBeUndefined();
      });
    });
  });
  describe("the shell's code starts after the page's first paint, and after a heading painted from an early answer", () => {
    const API = 'http://127.0.0.1:5001/demo-marketplace/asia-southeast1';
    const MAIN = '/main.0123abcd.js';
    /** Paint and Element Timing as the browser reports them: `show` delivers an entry to its observers. */
    let observers: { type: string; callback: (list: { getEntries: () => unknown[] }) => void; live: boolean }[];
    const show = (type: string, entry: Record<string, unknown>) => {
      for (const o of observers) if (o.live && o.type === type) o.callback({ getEntries: () => [entry] });
    };
    const started = () => [...document.querySelectorAll('script[src]')].map((el) => el.getAttribute('src'));
    const settle = async () => {
      for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    };
    beforeEach(() => {
      observers = [];
      class FakeObserver {
        static supportedEntryTypes = ['paint', 'element', 'largest-contentful-paint'];
        private entry: (typeof observers)[number];
        constructor(callback: (typeof observers)[number]['callback']) {
          this.entry = { type: '', callback, live: true };
        }
        observe({ type }: { type: string }) {
          this.entry.type = type;
          observers.push(this.entry);
        }
        disconnect() {
          this.entry.live = false;
        }
      }
      Object.assign(window, { PerformanceObserver: FakeObserver });
      document.body.innerHTML = '<div id="root"><div class="app-header" data-boot-frame=""></div></div>';
    });
    afterEach(() => {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });
    const start = () =>
      (window as unknown as { __SHELL_BOOT__: { start: (src: string) => void } }).__SHELL_BOOT__.start(MAIN);

    it('a page without an early heading: once the first contentful paint is reported', async () => {
      await boot('/', { '/remotes.json': async () => answer(remotes) });
      start();
      await settle();
      show('paint', { name: 'first-paint' });
      await settle();
      expect(started()).toEqual([]);
      show('paint', { name: 'first-contentful-paint' });
      await settle();
      expect(started()).toEqual([MAIN]);
      await settle();
      expect(started()).toEqual([MAIN]); // once
    });

    it('a product: once its heading, painted from the answer, is on screen (Element Timing), not at first paint', async () => {
      let reply: (response: Response) => void = () => {};
      await boot('/product/pong-neon', {
        '/remotes.json': async () => answer(remotes),
        [`${API}/getProduct`]: () => new Promise<Response>((resolve) => (reply = resolve)),
      });
      start();
      show('paint', { name: 'first-contentful-paint' });
      await settle();
      expect(started()).toEqual([]);
      reply(answer({ result: { title: 'Pong Neon', description: 'Trò chơi neon.', categoryName: 'Trò chơi' } }));
      await settle();
      const painted = [...document.querySelectorAll('[elementtiming="boot-heading"]')].map((el) => el.textContent);
      expect(painted).toEqual(['Pong Neon', 'Trò chơi neon.']);
      expect(started()).toEqual([]);
      show('element', { identifier: 'something-else' });
      await settle();
      expect(started()).toEqual([]);
      show('element', { identifier: 'boot-heading' });
      await settle();
      expect(started()).toEqual([MAIN]);
    });

    it('an early call that paints nothing (not found) waits for the first paint only', async () => {
      await boot('/product/khong-co', {
        '/remotes.json': async () => answer(remotes),
        [`${API}/getProduct`]: async () => answer({ error: { status: 'NOT_FOUND', message: 'x' } }, 404),
      });
      start();
      show('paint', { name: 'first-contentful-paint' });
      await settle();
      expect(started()).toEqual([MAIN]);
    });

    it('never later than 800 ms after the page began: a hidden tab paints nothing, a slow API answers late', async () => {
      jest.useFakeTimers();
      try {
        document.head.innerHTML = '';
        window.history.pushState({}, '', '/product/pong-neon');
        Object.assign(window, { fetch: jest.fn(() => new Promise(() => {})) });
        new Function(script)();
        jest.advanceTimersByTime(300);
        start();
        jest.advanceTimersByTime(499);
        expect(started()).toEqual([]);
        jest.advanceTimersByTime(1);
        expect(started()).toEqual([MAIN]);
      } finally {
        jest.useRealTimers();
      }
    });

    it('without Paint Timing: two frames after the HTML is parsed', async () => {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
      await boot('/', { '/remotes.json': async () => answer(remotes) });
      start();
      expect(started()).toEqual([]);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await settle();
      expect(started()).toEqual([MAIN]);
    });
  });
});
