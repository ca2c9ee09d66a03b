// A 1 MiB avatar uploaded with tus, paused and resumed (upload bandwidth throttled so the pause
// lands mid-way), shown in the header at once and after reload; a file that is not an image is refused.
import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { createUser, signIn } from '../support/auth';

/** A real PNG of about 1 MiB: 600×600 pixels of noise (it does not compress), so the server can decode it. */
function png(): Buffer {
  const image = new PNG({ width: 600, height: 600 });
  let seed = 42;
  for (let i = 0; i < image.data.length; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    image.data[i] = i % 4 === 3 ? 255 : seed >>> 24;
  }
  return PNG.sync.write(image);
}

test('upload a 1 MiB avatar with pause and resume → the header shows it, also after reload', async ({ page }) => {
  const account = await createUser('anh-dai-dien');
  await signIn(page, account.email, account.password, '/my/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Hồ sơ cá nhân' })).toBeVisible();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 128 * 1024,
  });

  const status = page.locator('[data-upload-status]');
  await page.getByLabel('Chọn ảnh').setInputFiles({ name: 'anh.png', mimeType: 'image/png', buffer: png() });
  await page.getByRole('button', { name: 'Tải lên' }).click();
  await expect(status).toHaveAttribute('data-upload-status', 'running');
  await expect(page.getByRole('progressbar', { name: 'Tiến độ tải ảnh lên' })).toBeVisible();
  await page.getByRole('button', { name: 'Tạm dừng' }).click();
  await expect(status).toHaveAttribute('data-upload-status', 'paused');
  await expect(page.getByText(/Đã tạm dừng ở \d+%\./)).toBeVisible();
  const pausedAt = Number(await page.getByRole('progressbar').getAttribute('value'));
  expect(pausedAt).toBeLessThan(100);

  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByText('Đã cập nhật ảnh đại diện.')).toBeVisible({ timeout: 20_000 });
  await expect(status).toHaveAttribute('data-upload-status', 'success');

  const headerAvatar = page.getByRole('button', { name: 'Mở menu tài khoản' }).locator('img');
  await expect(headerAvatar).toHaveAttribute('src', new RegExp(`/avatars/${account.uid}/avatar\\.jpg\\?v=\\d+$`));
  const src = (await headerAvatar.getAttribute('src')) as string;
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  // What is served is the JPEG the server made from the picture (uploads re-encoded).
  expect(served.headers()['content-type']).toBe('image/jpeg');
  expect([...(await served.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Mở menu tài khoản' }).locator('img')).toHaveAttribute('src', src);
  await expect(page.getByRole('img', { name: 'Ảnh đại diện hiện tại' })).toHaveAttribute('src', src);
});

test('a file that is not an image is refused by the server', async ({ page }) => {
  const account = await createUser('khong-phai-anh');
  await signIn(page, account.email, account.password, '/my/profile');
  // Named and typed as a PNG, but its bytes are text: the server checks the magic bytes.
  await page.getByLabel('Chọn ảnh').setInputFiles({
    name: 'gia-mao.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Đây không phải là ảnh, chỉ là một tệp văn bản.'),
  });
  await page.getByRole('button', { name: 'Tải lên' }).click();
  await expect(page.getByRole('alert')).toHaveText('Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP.');
  await expect(page.locator('[data-upload-status]')).toHaveAttribute('data-upload-status', 'error');
  await expect(page.getByRole('button', { name: 'Mở menu tài khoản' }).locator('img')).toHaveCount(0);
});
