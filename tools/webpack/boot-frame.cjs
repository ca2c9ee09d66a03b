// The shell page's first paint, before any script: the design tokens and the header's frame
// (shell/src/features/header/frame.css) inlined into the HTML, and #root holding the header's bar and
// logo, so a phone paints the page's frame as soon as the HTML arrives instead of after the shell's code
// has downloaded and run. React's first render replaces #root's content with the real header (the same
// classes, so the same box: nothing moves). The copy is hidden from assistive technologies: it is a
// picture of the header, not a second one, and has no controls.
const fs = require('node:fs');
const path = require('node:path');
const { root } = require('../apps.cjs');
const { compileTs } = require('./shell-boot.cjs');

const CSS_FILES = [
  'shared/src/ui/tokens.css',
  'shell/src/features/header/frame.css',
  'shared/src/ui/page-frame.css',
  'shared/src/ui/hero-frame.css',
  'shared/src/ui/certificate-frame.css',
];

/**
 * Loads a TypeScript module of @app/shared in Node (compileTs of shell-boot.cjs): the frames
 * table and the messages it reads. Plain data modules only; imports inside @app/shared resolve to src/.
 */
function loadShared(file, cache = new Map()) {
  const resolved = path.resolve(file);
  if (cache.has(resolved)) return cache.get(resolved).exports;
  const module = { exports: {} };
  cache.set(resolved, module);
  const code = compileTs(resolved);
  const requireShared = (specifier) => {
    const target = specifier.startsWith('@app/shared/')
      ? path.join(root, 'shared/src', specifier.slice('@app/shared/'.length))
      : path.resolve(path.dirname(resolved), specifier);
    return loadShared(`${target}.ts`, cache);
  };
  new Function('exports', 'require', 'module', code)(module.exports, requireShared, module);
  return module.exports;
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * A fixed frame (shared/src/routing/frames.ts) as the shell shows it while the area loads: PageFrame without
 * the area's navigation, a hero (HeroFrame) in its page, or a certificate's sheet (CertificateSheet).
 */
function frameHtml(frame) {
  if (frame.kind === 'certificate') {
    return (
      '<div class="app-cert-page" aria-hidden="true" data-boot-frame=""><article class="app-cert">' +
      `<div class="app-cert__inner"><p class="app-cert__organization">${escapeHtml(frame.organization)}</p>` +
      `<h1 class="app-cert__title">${escapeHtml(frame.title)}</h1></div>` +
      '</article></div>'
    );
  }
  if (frame.kind === 'hero') {
    const { badge, eyebrow, title, lead } = frame;
    return (
      '<div class="app-hero-page" aria-hidden="true" data-boot-frame=""><section class="app-hero">' +
      `<p class="app-hero__badge">${escapeHtml(badge)}</p>` +
      `<p class="app-frame__eyebrow app-hero__eyebrow">${escapeHtml(eyebrow)}</p>` +
      `<h1 class="app-hero__title">${escapeHtml(title)}</h1>` +
      `<p class="app-hero__lead">${escapeHtml(lead)}</p>` +
      '</section></div>'
    );
  }
  const { eyebrow, title, lead } = frame;
  return (
    '<div class="app-frame" aria-hidden="true" data-boot-frame=""><div class="app-frame__header">' +
    (eyebrow ? `<p class="app-frame__eyebrow">${escapeHtml(eyebrow)}</p>` : '') +
    `<h1 class="app-frame__title">${escapeHtml(title)}</h1>` +
    (lead ? `<p class="app-frame__lead">${escapeHtml(lead)}</p>` : '') +
    '</div></div>'
  );
}

/**
 * The inline script that follows #root: for a page with a fixed frame (see frames.ts), it adds that frame
 * under the header's bar, so the page's heading paints with the HTML. The table is the one the shell uses.
 */
function bootFrameScript() {
  const { FIXED_FRAMES } = loadShared(path.join(root, 'shared/src/routing/frames.ts'));
  const html = Object.fromEntries(
    Object.entries(FIXED_FRAMES).map(([pathname, frame]) => [pathname, frameHtml(frame)]),
  );
  // routePath and framePathMatches of @app/shared/routing/areas (no imports), as the shell matches the table.
  const areas = compileTs(path.join(root, 'shared/src/routing/areas.ts'));
  return (
    '(function () {' +
    `var exports = {};\n${areas}\n` +
    `var frames = ${JSON.stringify(html).replace(/</g, '\\u003c')};` +
    'var path = routePath(location.pathname);' +
    "var root = document.getElementById('root');" +
    'for (var key in frames) {' +
    '  if (root && Object.prototype.hasOwnProperty.call(frames, key) && framePathMatches(key, path)) {' +
    "    root.insertAdjacentHTML('beforeend', frames[key]);" +
    '    break;' +
    '  }' +
    '}' +
    '})();'
  );
}

/** The CSS the frame needs, without comments and indentation (it is inlined into every page). */
function bootFrameCss() {
  return CSS_FILES.map((file) => fs.readFileSync(path.join(root, file), 'utf8'))
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '\n')
    .replace(/\s*([{};])\s*/g, '$1')
    .trim();
}

/** The header's bar and logo, as shell/src/features/header/Header.tsx renders them (its test checks it). */
function bootFrameHtml() {
  return (
    '<div class="app-header" aria-hidden="true" data-boot-frame="">' +
    '<div class="app-header__inner"><span class="app-logo">' +
    '<span class="app-logo__mark">AI</span> <span class="app-logo__text">Market</span>' +
    '</span></div></div>'
  );
}

module.exports = { bootFrameCss, bootFrameHtml, bootFrameScript, frameHtml };
