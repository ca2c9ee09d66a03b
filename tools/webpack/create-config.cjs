// One webpack + Module Federation factory for all six apps (docs/architecture.md §2).
// Each app's webpack.config.js is a one-liner: module.exports = createConfig(__dirname).
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { apps } = require('../apps.cjs');
const { shellBootScript } = require('./shell-boot.cjs');
const { bootFrameCss, bootFrameHtml, bootFrameScript } = require('./boot-frame.cjs');
const { sharedConfig } = require('./shared-deps.cjs');
const { appEnv } = require('./app-env.cjs');

/** react-router's production ES build (the same code with ENABLE_DEV_WARNINGS = false). */
function reactRouterProduction() {
  const dir = path.dirname(
    require.resolve('react-router/package.json', { paths: [path.join(__dirname, '../../shared')] }),
  );
  const file = path.join(dir, 'dist/production/index.mjs');
  if (!fs.existsSync(file)) throw new Error(`create-config: ${file} is missing (react-router changed its layout?)`);
  return file;
}

/**
 * @param {string} appDir absolute folder of the app (its package.json beside webpack.config.js)
 */
function createConfig(appDir) {
  const dirName = path.basename(appDir);
  const app = apps.find((a) => a.dir === dirName);
  if (!app) throw new Error(`create-config: unknown app folder ${dirName}`);

  return (_env, argv) => {
    const mode = argv.mode ?? 'production';
    const isProd = mode === 'production';
    // Production CSS goes to .css files (parallel with JS, cacheable, no JS bytes); dev keeps style-loader.
    const styleLoader = isProd ? MiniCssExtractPlugin.loader : 'style-loader';
    const publicDir = path.join(appDir, 'public');

    const federation = {
      name: app.name,
      shared: sharedConfig(),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: true,
      // One federation runtime per page: the shell provides runtime-core as a global (see
      // shell/src/features/remotes/provideRuntime.ts) and remotes use it, so each remoteEntry.js is about
      // 18 KB gzipped lighter. The shell and the remotes must be built with the same @module-federation
      // version; this monorepo pins it once. (The plugin's own provideExternalRuntime pulls the CommonJS
      // build of runtime-core, a second copy, into the shell.)
      ...(app.remote
        ? {
            filename: 'remoteEntry.js',
            exposes: { './App': './src/App.tsx' },
            experiments: { externalRuntime: true, optimization: { target: 'web' } },
          }
        : { remotes: {}, experiments: { optimization: { target: 'web' } } }),
    };

    const appConfig = {
      name: app.name,
      mode,
      context: appDir,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // The shell serves deep links, so its chunks load from '/'; remotes load from wherever they live.
        publicPath: app.remote ? 'auto' : '/',
        filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: app.name,
        clean: app.remote ? { keep: /^standalone-runtime\// } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // react-router 7's package exports only its development build (dev warnings on, remix-run/react-router
        // #12532, #14102); production builds take the production one it also ships.
        alias: isProd ? { 'react-router$': reactRouterProduction() } : {},
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  // Always the production JSX runtime: a remote on a dev server runs inside a shell that may be a
                  // production build, and react/jsx-dev-runtime needs development React internals.
                  transform: { react: { runtime: 'automatic', development: false, refresh: false } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              styleLoader,
              {
                loader: 'css-loader',
                options: {
                  sourceMap: !isProd,
                  modules: {
                    // Prefix with the app name so class names never collide across areas.
                    localIdentName: isProd ? `${app.name}-[hash:base64:6]` : `${app.name}__[name]__[local]`,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [styleLoader, { loader: 'css-loader', options: { sourceMap: !isProd } }],
          },
          { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset' },
          // Fonts are files of their own, never inlined into the JS (a subset downloads only when a page's text needs it).
          { test: /\.woff2?$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({ __APP_ENV__: JSON.stringify(appEnv()) }),
        new ModuleFederationPlugin(federation),
        isProd &&
          new MiniCssExtractPlugin({
            filename: '[name].[contenthash:8].css',
            chunkFilename: '[name].[contenthash:8].css',
          }),
        // The page is only the app's own entry (not remoteEntry.js), with absolute URLs so deep links
        // work when a remote is opened standalone at the root of its origin.
        // One page template for all six apps (tools/webpack/index.html): theme before first paint.
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.remote ? `${app.label} · AI Market (độc lập)` : 'AI Market',
          standaloneRuntime: app.remote,
          shellBoot: app.remote ? '' : shellBootScript(),
          bootFrameCss: app.remote ? '' : bootFrameCss(),
          bootFrameHtml: app.remote ? '' : bootFrameHtml(),
          bootFrameScript: app.remote ? '' : bootFrameScript(),
          inject: 'body',
          scriptLoading: 'defer',
          chunks: ['main'],
          publicPath: '/',
        }),
        !app.remote && isProd && new PreloadBootChunks(),
        !app.remote && new StartAfterFirstPaint(),
        fs.existsSync(path.join(publicDir, 'static')) && new CopyStatic(path.join(publicDir, 'static')),
      ].filter(Boolean),
      optimization: { moduleIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: app.port,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        // Deep links work everywhere: in the shell and in a remote opened standalone.
        historyApiFallback: true,
        // The shell on another port loads this server's files and opens its live-reload socket.
        allowedHosts: 'all',
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        client: { overlay: { errors: true, warnings: false } },
      },
    };
    if (!app.remote) return appConfig;

    /** The runtime-core global for the remote's standalone page (tools/webpack/index.html loads it first). */
    const standaloneRuntime = {
      name: `${app.name}-standalone-runtime`,
      mode,
      target: 'web',
      devtool: false,
      entry: { 'federation-runtime': require.resolve('./standalone-runtime.cjs') },
      output: { path: path.join(appDir, 'dist/standalone-runtime'), filename: '[name].js', clean: true },
      stats: 'errors-warnings',
    };
    return [appConfig, standaloneRuntime];
  };
}

/**
 * The shell's page asks for the files its first render needs (the bootstrap chunk, its CSS, and the shared
 * libraries it consumes: React, the router, the data layer, the stores) with `<link rel="preload">` in the
 * HTML, so they download beside main.js instead of after it has run: one round trip less before anything
 * is drawn. The files are read from the chunk graph: the chunk group of `./bootstrap` and, recursively,
 * the fallback chunks of the shared modules it consumes (the shell loads first, so its own copies are used).
 */
class PreloadBootChunks {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootChunks', (data) => {
        const links = bootFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `/${file}`,
          }),
        );
        // main.js first: as a deferred <script> it would otherwise be fetched last, at low priority.
        const entry = [...(compilation.entrypoints.get('main')?.getEntrypointChunk().files ?? [])].filter((f) =>
          f.endsWith('.js'),
        );
        data.headTags.push(
          ...entry.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `/${file}` }),
          ),
          ...links,
        );
        return data;
      });
    });
  }
}

/**
 * The shell page starts its entry script from the boot script (`__SHELL_BOOT__.start`, shell-boot.js) instead of
 * a `<script defer>`: the file still downloads with the HTML (preloaded above), but runs after the page's
 * first frame, and after a heading the boot script paints from an early answer (capped), so the painted
 * frame is never held back by the code. Without the boot script (it failed), the entry starts at once.
 */
class StartAfterFirstPaint {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartAfterFirstPaint', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartAfterFirstPaint', (data) => {
        data.bodyTags = data.bodyTags.map((tag) => {
          const src = tag.tagName === 'script' ? tag.attributes.src : undefined;
          if (typeof src !== 'string') return tag;
          const start =
            `(function (src) { var boot = window.__SHELL_BOOT__; if (boot && boot.start) return boot.start(src); ` +
            `var script = document.createElement('script'); script.src = src; document.body.appendChild(script); })` +
            `(${JSON.stringify(src).replace(/</g, '\\u003c')});`;
          return HtmlWebpackPlugin.createHtmlTagObject('script', {}, start);
        });
        return data;
      });
    });
  }
}

function bootFiles(compilation) {
  const { chunkGraph } = compilation;
  // Modules may be concatenated (scope hoisting): the file is then that of the root module.
  const boot = [...compilation.modules].find((m) =>
    /[\\/]src[\\/]bootstrap\.tsx$/.test((m.rootModule ?? m).resource ?? ''),
  );
  if (!boot) return [];
  // A shared module has two chunks: the one the shell provides to the page's share scope (what the page
  // runs, whichever app asks) and its own consume fallback (unused while the shell provides it).
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === 'provide-module') provided.set(module._name, module);
  const chunks = new Set();
  const addGroup = (group) => {
    for (const chunk of group.chunks) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        for (const block of (provided.get(module.options.shareKey) ?? module).blocks) {
          const loaded = chunkGraph.getBlockChunkGroup(block);
          if (loaded) addGroup(loaded);
        }
      }
    }
  };
  for (const chunk of chunkGraph.getModuleChunksIterable(boot)) {
    for (const group of chunk.groupsIterable) addGroup(group);
  }
  const files = [];
  for (const chunk of chunks) {
    if (chunk.hasRuntime()) continue;
    for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.push(file);
  }
  return files.sort();
}

/**
 * Copies public/static/ into dist/ untouched, folders included (e.g. the shell's remotes.json and its sample
 * demo pages under demo-samples/).
 */
class CopyStatic {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyStatic', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyStatic', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const entry of fs.readdirSync(this.dir, { recursive: true, withFileTypes: true })) {
            if (!entry.isFile()) continue;
            const full = path.join(entry.parentPath ?? entry.path, entry.name);
            compilation.fileDependencies.add(full);
            const name = path.relative(this.dir, full).split(path.sep).join('/');
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

module.exports = { createConfig };
