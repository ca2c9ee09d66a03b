// The shell's HTML paints the header's bar and logo, and a public page's fixed heading, before any
// script has run (the design tokens and the frames' CSS are inlined, tools/webpack/boot-frame.cjs), in the
// visitor's theme; React's first render replaces that picture with the real header and page in the same
// boxes, so nothing moves.
import { expect, test, type Locator, type Page } from '@playwright/test';

/** Holds the shell's main script back until `release()`: what shows meanwhile is the HTML alone. */
async function holdShellCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/**
 * A page whose heading and lead the HTML paints: opened with the shell's code held back, the painted frame shows
 * them; once the code has run (`drawn` is visible), the page's own heading and lead stand in the same boxes.
 */
async function expectFrameKept(
  page: Page,
  path: string,
  frame: { heading: string; lead: RegExp; drawn: Locator; cover?: boolean },
) {
  const release = await holdShellCode(page);
  await page.goto(path, { waitUntil: 'commit' });
  const painted = page.locator('.app-frame[data-boot-frame]');
  await expect(painted.locator('h1')).toHaveText(frame.heading);
  const lead = painted.locator('.app-frame__lead');
  await expect(lead).toHaveText(frame.lead);
  const boxes: Record<string, unknown> = {
    heading: await painted.locator('h1').boundingBox(),
    lead: await lead.boundingBox(),
  };
  if (frame.cover) {
    // A product's cover (its LCP) is painted under the heading too, and shows before the page's code runs.
    const cover = painted.locator('img.app-frame__cover');
    await expect(cover).toHaveJSProperty('complete', true);
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    boxes.cover = await cover.boundingBox();
  }

  release();
  await expect(frame.drawn).toBeVisible();
  await expect(page.locator('[data-boot-frame]')).toHaveCount(0);
  const drawn: Record<string, unknown> = {
    heading: await page.getByRole('heading', { level: 1, name: frame.heading }).boundingBox(),
    lead: await page.locator('.app-frame__lead').boundingBox(),
  };
  if (frame.cover) drawn.cover = await page.locator('img.app-frame__cover').boundingBox();
  expect(drawn).toEqual(boxes);
}

test.use({ colorScheme: 'dark', viewport: { width: 390, height: 844 } });

test("the header's frame paints before the shell's code, then the real header takes its place", async ({ page }) => {
  const release = await holdShellCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  const frame = page.locator('.app-header[data-boot-frame]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveText('AI Market');
  // A picture of the header, not a second one: no banner landmark, no controls.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(frame.locator('a, button')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  const painted = {
    box: await frame.boundingBox(),
    background: await frame.evaluate((el) => getComputedStyle(el).backgroundColor),
    mark: await frame.locator('.app-logo__mark').boundingBox(),
  };
  // The catalogue's heading and lead are fixed texts (routing/frames.ts): painted with the HTML too.
  const heading = page.locator('.app-frame[data-boot-frame] h1');
  await expect(heading).toHaveText('Chợ ứng dụng AI và sản phẩm số');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  const headingBox = await heading.boundingBox();

  release();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /AI Market/ })).toBeVisible();
  await expect(page.locator('[data-boot-frame]')).toHaveCount(0);
  await expect(page.locator('.app-header')).toHaveCount(1);
  expect({
    box: await banner.boundingBox(),
    background: await banner.evaluate((el) => getComputedStyle(el).backgroundColor),
    mark: await banner.locator('.app-logo__mark').boundingBox(),
  }).toEqual(painted);
  // The real heading, drawn by the marketplace, is where the painted one was.
  const real = page.getByRole('heading', { level: 1, name: 'Chợ ứng dụng AI và sản phẩm số' });
  await expect(real).toBeVisible();
  expect(await real.boundingBox()).toEqual(headingBox);
});

test("the sales page's hero paints with the HTML, and the academy draws its heading and lead in the same boxes", async ({
  page,
}) => {
  const release = await holdShellCode(page);
  await page.goto('/salepage', { waitUntil: 'commit' });
  const painted = page.locator('.app-hero-page[data-boot-frame]');
  await expect(painted.locator('h1')).toHaveText('Trở thành nhà sáng tạo sản phẩm AI');
  await expect(painted.locator('.app-hero__badge')).toHaveText('Khai giảng liên tục · Học trực tuyến');
  const boxes = {
    heading: await painted.locator('h1').boundingBox(),
    lead: await painted.locator('.app-hero__lead').boundingBox(),
  };

  release();
  const hero = page.getByRole('region', { name: 'Trở thành nhà sáng tạo sản phẩm AI' });
  // The academy's own part of the hero (the offer) arrives under the lead.
  await expect(hero.getByRole('button', { name: 'Đăng ký ngay' })).toBeVisible();
  await expect(page.locator('[data-boot-frame]')).toHaveCount(0);
  expect({
    heading: await hero.getByRole('heading', { level: 1 }).boundingBox(),
    lead: await hero.locator('.app-hero__lead').boundingBox(),
  }).toEqual(boxes);
});

test("a product's heading and cover paint from the answer asked with the HTML, before the page's code; asked once", async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/getProduct$/.test(request.url())) calls.push(request.url());
  });
  // With the shell's code held back, the product is asked for (early-calls.ts) and its heading painted
  // (catalog/product-frame.ts: eyebrow, title, the description's plain first paragraph), its cover under it.
  await expectFrameKept(page, '/product/pong-neon', {
    heading: 'Pong Neon',
    lead: /^Phiên bản Pong ánh sáng neon/,
    drawn: page.getByTestId('product-price'),
    cover: true,
  });
  expect(calls).toHaveLength(1);
});

test("a certificate's sheet and heading paint with the HTML; the academy draws the certificate under them", async ({
  page,
}) => {
  const release = await holdShellCode(page);
  // The seeded certificate (api/src/seed/data.ts).
  await page.goto('/chung-nhan/CN-2026-000001', { waitUntil: 'commit' });
  const painted = page.locator('.app-cert-page[data-boot-frame]');
  await expect(painted.locator('h1')).toHaveText('Chứng nhận hoàn thành');
  const boxes = {
    sheet: await painted.locator('.app-cert').boundingBox(),
    heading: await painted.locator('h1').boundingBox(),
  };

  release();
  const sheet = page.getByRole('article', { name: 'Chứng nhận hoàn thành' });
  await expect(sheet.getByTestId('certificate-recipient')).toBeVisible();
  await expect(page.locator('[data-boot-frame]')).toHaveCount(0);
  const box = await sheet.boundingBox();
  expect({ x: box?.x, y: box?.y, width: box?.width }).toEqual({
    x: boxes.sheet?.x,
    y: boxes.sheet?.y,
    width: boxes.sheet?.width,
  });
  expect(await sheet.getByRole('heading', { level: 1 }).boundingBox()).toEqual(boxes.heading);
});

test("the academy landing's heading paints with the HTML and its lead (the course) with the early answer", async ({
  page,
}) => {
  await expectFrameKept(page, '/training', {
    heading: 'Học viện Nhà sáng tạo AI',
    lead: /^Khóa học giúp chuyên gia biến kiến thức/,
    drawn: page.getByRole('heading', { level: 2, name: 'Nội dung khóa học' }),
  });
});

/**
 * The order the page records: paint and element-timing entries as the browser reports them, and when the
 * shell's main script element is added (the boot script starts it: tools/webpack/shell-boot.js).
 */
async function recordStartOrder(page: Page) {
  await page.addInitScript(() => {
    const log: [string, string, number][] = [];
    Object.assign(window, { __startOrder: log });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) log.push(['paint', e.name, e.startTime]);
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[])
        log.push(['element', e.identifier, e.renderTime]);
    }).observe({ type: 'element', buffered: true });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src))
            log.push(['main', 'inserted', performance.now()]);
    }).observe(document, { subtree: true, childList: true });
  });
  return async () =>
    page.evaluate(() => (window as unknown as { __startOrder: [string, string, number][] }).__startOrder);
}

test("the shell's code starts once the first paint is on screen, and on a product once its painted heading is", async ({
  page,
}) => {
  const read = await recordStartOrder(page);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: /AI Market/ })).toBeVisible();
  const order = await read();
  const fcp = order.find(([kind, name]) => kind === 'paint' && name === 'first-contentful-paint');
  const main = order.filter(([kind]) => kind === 'main');
  expect(fcp).toBeDefined();
  expect(main).toHaveLength(1);
  expect(main[0][2]).toBeGreaterThanOrEqual(fcp![2]);
  expect(order.indexOf(main[0])).toBeGreaterThan(order.indexOf(fcp!));

  await page.goto('/product/pong-neon');
  await expect(page.getByTestId('product-price')).toBeVisible();
  const steps = await read();
  const heading = steps.find(([kind, name]) => kind === 'element' && name === 'boot-heading');
  const started = steps.filter(([kind]) => kind === 'main');
  expect(heading).toBeDefined();
  expect(started).toHaveLength(1);
  expect(started[0][2]).toBeGreaterThanOrEqual(heading![2]);
  expect(steps.indexOf(started[0])).toBeGreaterThan(steps.indexOf(heading!));
});
