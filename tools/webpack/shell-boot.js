// The shell page's boot script, inlined into its <head> (tools/webpack/index.html) so it runs while the
// page is parsed, before the shell's own code has even downloaded. It reads remotes.json and, for the area
// that owns the page being opened (the route table of @app/shared/routing/areas, compiled in at build
// time as `areaForPath`), fetches that area's mf-manifest.json and preloads its remoteEntry.js and the
// files of its `./App`. So the area's files download alongside the shell's instead of after it: the chain
// HTML → shell main → remotes.json → manifest → remoteEntry → App becomes HTML → remotes.json → manifest →
// {remoteEntry, App}. The shell's registry takes remotes.json and the manifest from here
// (`window.__SHELL_BOOT__`), once: a retry goes to the network. Nothing here may throw or block: on any
// failure the shell loads everything itself, as without this script. A CSP allows it by its hash
// (tools/orchestrate/security-headers.mjs hashes every inline script of index.html).
/* global areaForPath */
/* global earlyCallFor, earlyCallKey, callableUrlFor, hasPersistedUser, apiSettings, productFrame, pictureSrcSet, pictureFallback, PRODUCT_COVER_SIZES, PRODUCT_COVER_ALONE */
(function () {
  var boot = { remotes: null, manifests: {}, calls: {} };
  window.__SHELL_BOOT__ = boot;
  var bootAt = Date.now();
  var ignore = function () {};
  // The shell's own code (main.js: the HTML preloads it, so it is already downloading) runs once the page's
  // first paint is on screen (`__SHELL_BOOT__.start('/main….js')` ends the HTML: create-config.cjs,
  // StartAfterFirstPaint), and, when this script paints a page's heading from an early answer (below), once
  // that heading is too; never later than START_WAIT_MS after the page began (a hidden tab paints nothing,
  // and a slow API must not keep the header's controls inert). On a phone's link the code arrives well after
  // the HTML and the answer anyway; when it arrives with them (a fast link, a warm cache), running it first
  // held the painted header and heading back by its whole run.
  var START_WAIT_MS = 800;
  var HEADING_TIMING = 'boot-heading'; // the painted heading's elementtiming: the browser says when it shows
  var painted = null; // a promise of whether the early answer's heading was painted
  // Resolves once the browser reports an entry of `type` that `matches` (Paint Timing, Element Timing: the
  // pixels are on screen); where it cannot, two frames later.
  var onScreen = function (type, matches) {
    return new Promise(function (resolve) {
      try {
        var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
        if (types.indexOf(type) >= 0) {
          var observer = new PerformanceObserver(function (list) {
            if (!list.getEntries().some(matches)) return;
            observer.disconnect();
            resolve();
          });
          observer.observe({ type: type, buffered: true });
          return;
        }
      } catch {
        // below: frames
      }
      if (typeof requestAnimationFrame !== 'function') return resolve();
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          resolve();
        });
      });
    });
  };
  boot.start = function (src) {
    var started = false;
    var run = function () {
      if (started) return;
      started = true;
      var script = document.createElement('script');
      script.src = src;
      document.body.appendChild(script);
    };
    setTimeout(run, Math.max(0, START_WAIT_MS - (Date.now() - bootAt)));
    var firstPaint = onScreen('paint', function (entry) {
      return entry.name === 'first-contentful-paint';
    });
    var heading = painted
      ? painted.then(function (drawn) {
          return (
            drawn &&
            onScreen('element', function (entry) {
              return entry.identifier === HEADING_TIMING;
            })
          );
        })
      : null;
    Promise.all([firstPaint, heading]).then(function () {
      setTimeout(run, 0);
    }, run);
  };
  if (typeof fetch !== 'function') return;
  // The page's first public call (@app/shared/api/early-calls), for a visitor with no session to restore:
  // asked now; its answer is taken by the page's data layer when the page makes the same call (or dropped).
  // For a product, the page's heading is painted from it under the header's bar (PageFrame's classes) while
  // the page's code still downloads; for the academy's landing, the course's description as the lead of the
  // fixed heading the HTML painted. The shell then shows the same frame until the area renders it.
  var element = function (tag, className, text) {
    var node = document.createElement(tag);
    node.className = className;
    if (text) node.textContent = text; // the answer's texts are text, never markup
    return node;
  };
  var timed = function (node) {
    node.setAttribute('elementtiming', HEADING_TIMING);
    return node;
  };
  // #root while it still holds the HTML's picture (React has not drawn the page) and no painted page yet.
  var unpainted = function () {
    var root = document.getElementById('root');
    var fresh = root && root.querySelector('.app-header[data-boot-frame]') && !root.querySelector('[data-boot-page]');
    return fresh ? root : null;
  };
  var paintLead = function (lead) {
    var root = unpainted();
    var frame = root && root.querySelector('.app-frame[data-boot-frame]');
    var header = frame && frame.querySelector('.app-frame__header');
    if (!header || !lead) return false;
    header.appendChild(timed(element('p', 'app-frame__lead', lead)));
    frame.setAttribute('data-boot-page', '');
    return true;
  };
  // A product's cover, as the page's FrameCover draws it (MediaPicture: AVIF, WebP, JPEG; same srcset and sizes,
  // so the browser takes the file preloaded below): on a phone the cover is the page's largest picture, right
  // under the heading, and shows with the answer instead of once the page's code has arrived and run.
  var coverPicture = function (cover) {
    var picture = document.createElement('picture');
    ['avif', 'webp'].forEach(function (format) {
      var source = document.createElement('source');
      source.setAttribute('type', 'image/' + format);
      source.setAttribute('srcset', pictureSrcSet(cover, format));
      source.setAttribute('sizes', PRODUCT_COVER_SIZES);
      picture.appendChild(source);
    });
    var img = document.createElement('img');
    img.className = 'app-frame__cover';
    img.setAttribute('alt', '');
    img.setAttribute('width', String(cover.width));
    img.setAttribute('height', String(cover.height));
    img.setAttribute('fetchpriority', 'high');
    img.setAttribute('decoding', 'sync');
    img.setAttribute('sizes', PRODUCT_COVER_SIZES);
    img.setAttribute('srcset', pictureSrcSet(cover, 'jpg'));
    img.setAttribute('src', pictureFallback(cover));
    picture.appendChild(img);
    return picture;
  };
  var usableCover = function (cover) {
    return (
      !!cover &&
      typeof cover.base === 'string' &&
      Array.isArray(cover.widths) &&
      cover.widths.length > 0 &&
      typeof cover.width === 'number' &&
      typeof cover.height === 'number'
    );
  };
  // Whether the page draws the cover alone under the heading here (a phone); from a tablet up it stands in a
  // column beside the price panel, a layout only the page's own styles know.
  var coverAlone = function () {
    try {
      return !!window.matchMedia && window.matchMedia(PRODUCT_COVER_ALONE).matches;
    } catch {
      return false;
    }
  };
  var paintFrame = function (texts, cover) {
    var root = unpainted();
    if (!root) return false;
    var frame = element('div', 'app-frame');
    frame.setAttribute('aria-hidden', 'true');
    frame.setAttribute('data-boot-frame', '');
    frame.setAttribute('data-boot-page', '');
    var header = element('div', 'app-frame__header');
    if (texts.eyebrow) header.appendChild(element('p', 'app-frame__eyebrow', texts.eyebrow));
    header.appendChild(timed(element('h1', 'app-frame__title', texts.title)));
    if (texts.lead) header.appendChild(timed(element('p', 'app-frame__lead', texts.lead)));
    frame.appendChild(header);
    if (cover) frame.appendChild(coverPicture(cover));
    root.appendChild(frame);
    return true;
  };
  // The product's cover is the page's largest picture: asked for now, first, in the format and width the page's
  // <picture> will pick (same srcset and sizes), instead of once the page's code has drawn it.
  var preloadCover = function (cover) {
    if (!usableCover(cover)) return;
    // The page server already wrote it into the HTML (shell/server/head.ts), from the same read.
    if (document.querySelector('link[rel="preload"][as="image"][imagesrcset]')) return;
    var link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('type', 'image/avif');
    link.setAttribute('imagesrcset', pictureSrcSet(cover, 'avif'));
    link.setAttribute('imagesizes', PRODUCT_COVER_SIZES);
    link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
  };
  try {
    var early = earlyCallFor(location.pathname);
    if (early && !hasPersistedUser()) {
      var entry = { at: Date.now(), answer: null, settled: null };
      entry.answer = fetch(callableUrlFor(apiSettings.functionsOrigin, apiSettings.projectId, early.name), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: early.input }),
      }).then(function (response) {
        return response.json().then(function (body) {
          entry.settled = { ok: response.ok, status: response.status, body: body };
          return entry.settled;
        });
      });
      entry.answer.catch(ignore);
      boot.calls[earlyCallKey(early.name, early.input)] = entry;
      var path = location.pathname;
      var painting = entry.answer
        .then(function (answer) {
          var result = answer.ok && answer.body ? answer.body.result : null;
          if (!result || location.pathname !== path) return false;
          if (early.frame === 'product' && typeof result.title === 'string') {
            var cover = result.media && result.media.cover;
            preloadCover(cover);
            var texts = productFrame(result);
            var drawnCover = usableCover(cover) && coverAlone() ? cover : null;
            if (!paintFrame(texts, drawnCover)) return false;
            boot.frame = drawnCover ? { path: path, texts: texts, cover: drawnCover } : { path: path, texts: texts };
            return true;
          }
          if (early.frame === 'course' && typeof result.description === 'string') {
            if (!paintLead(result.description)) return false;
            boot.frame = { path: path, texts: { lead: result.description } };
            return true;
          }
          return false;
        })
        .catch(function () {
          return false;
        });
      if (early.frame) painted = painting;
    }
  } catch {
    // No URL support: the page asks the API itself.
  }
  var preload = function (href, as) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.href = href;
    document.head.appendChild(link);
  };
  boot.remotes = fetch('/remotes.json').then(function (response) {
    if (!response.ok) throw new Error('remotes.json: HTTP ' + response.status);
    return response.json();
  });
  boot.remotes.catch(ignore);
  var area = areaForPath(location.pathname);
  if (!area) return;
  boot.remotes
    .then(function (config) {
      var url = config && typeof config[area] === 'string' ? new URL(config[area], location.href) : null;
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return;
      // Two readers of one answer: the registry gets a clone, this script reads the original.
      var manifest = fetch(url.href);
      boot.manifests[url.href] = manifest.then(function (response) {
        return response.clone();
      });
      boot.manifests[url.href].catch(ignore);
      return manifest
        .then(function (response) {
          return response.ok ? response.json() : null;
        })
        .then(function (json) {
          var meta = json && json.metaData;
          var expose =
            json &&
            json.exposes &&
            json.exposes.find(function (e) {
              return e.path === './App';
            });
          if (!meta || !meta.remoteEntry || !expose) return;
          // publicPath 'auto' (every area's build): files sit beside the manifest.
          var base = meta.publicPath && meta.publicPath !== 'auto' ? new URL(meta.publicPath, url) : url;
          var at = function (file) {
            return new URL(file, base).href;
          };
          preload(at((meta.remoteEntry.path ? meta.remoteEntry.path + '/' : '') + meta.remoteEntry.name), 'script');
          expose.assets.css.sync.forEach(function (file) {
            preload(at(file), 'style');
          });
          expose.assets.js.sync.forEach(function (file) {
            preload(at(file), 'script');
          });
        });
    })
    .catch(ignore);
})();
