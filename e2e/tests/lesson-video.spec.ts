// A lesson's video, end to end: an admin uploads a video and its poster to a lesson at /admin/lessons (the page
// audited by axe in both themes at 1280 and 390 px), the change lands in the audit log, and a learner who owns
// the course opens that lesson and finds the player above the text, its 16:9 box reserved, its video served
// by byte ranges at a signed address of theirs (the bare address answers 404), with the captions the admin
// gave it (a WebVTT file, a bad one refused with its reason) as a track Chromium reads; when that address has
// expired with the page still open, pressing play renews it and the same player plays on.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAudited, signedIn } from '../support/admin';
import { advanceApiClock } from '../support/api';
import { SEED, signIn } from '../support/auth';
import { expectAccessible } from '../support/axe';
import { bandsPng } from '../support/pictures';
import { ROOT } from '../support/stack';

/** How long a learner's address plays at least (the API signs it for 6 hours, its expiry rounded up to the hour). */
const SIGNED_FOR_MS = 6 * 60 * 60 * 1000;
const LESSON = { id: 'bai-2-chon-y-tuong', title: 'Bài 2: Chọn ý tưởng có người trả tiền' };
const CAPTIONS =
  'WEBVTT\n\n00:00.000 --> 00:02.000\nXin chào các bạn.\n\n00:02.000 --> 00:04.000\nHôm nay ta chọn ý tưởng.\n';
/** A real H.264 file: the seed's first lesson video. */
const VIDEO = path.join(ROOT, 'api/src/seed/assets/bai-1-tu-duy-san-pham.mp4');

test('an admin gives a lesson a video with its poster; the learner plays it, served by byte ranges', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, SEED.admin.email, SEED.admin.password, '/admin/lessons');
  await expect(page.getByRole('heading', { level: 1, name: 'Bài học' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Điều hướng quản trị' });
  await expect(nav.getByRole('link', { name: 'Bài học' })).toHaveAttribute('aria-current', 'page');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: LESSON.title }) });
  await expect(item).toBeVisible();
  await expectAccessible(page, '/admin/lessons');

  // Added, or replaced when an earlier run against the same API gave it one.
  await item.getByRole('button', { name: new RegExp(`^(Thêm video cho|Thay video của) “${LESSON.title}”$`) }).click();
  const form = page.getByRole('form', { name: `Video cho “${LESSON.title}”` });
  await expect(form.getByRole('heading', { name: `Video cho “${LESSON.title}”` })).toBeFocused();

  const video = form.getByRole('group', { name: 'Video bài học' });
  await video.getByLabel('Chọn video').setInputFiles({
    name: 'bai-2.mp4',
    mimeType: 'video/mp4',
    buffer: await readFile(VIDEO),
  });
  await video.getByRole('button', { name: 'Tải video lên' }).click();
  await expect(video.getByText('Đã tải video lên.')).toBeVisible({ timeout: 20_000 });

  const poster = form.getByRole('group', { name: 'Ảnh xem trước (bắt buộc)' });
  await poster.getByLabel('Chọn ảnh xem trước').setInputFiles({
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: bandsPng(1280, 720, [
      [79, 70, 229],
      [14, 116, 144],
    ]),
  });
  await poster.getByRole('button', { name: 'Tải ảnh xem trước lên' }).click();
  await expect(poster.getByText('Đã tải ảnh xem trước lên.')).toBeVisible({ timeout: 20_000 });
  // The form with its uploads done is audited too.
  await expectAccessible(page, '/admin/lessons (form)');

  await form.getByRole('button', { name: 'Lưu video' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Đã lưu video cho “${LESSON.title}”.` })).toBeVisible();
  await expect(item).toContainText(/Có video · MP4 · \d+ KB/);
  await expectAudited(page, LESSON.id, 'Gắn video bài học');

  // Its captions: a WebVTT file, checked as soon as it is chosen.
  await page.goto('/admin/lessons');
  await item.getByRole('button', { name: `Thêm phụ đề cho “${LESSON.title}”` }).click();
  const captionsForm = page.getByRole('form', { name: `Phụ đề cho “${LESSON.title}”` });
  const picker = captionsForm.getByLabel('Chọn tệp phụ đề');
  await picker.setInputFiles({
    name: 'bai-2.srt',
    mimeType: 'text/plain',
    buffer: Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nA\n'),
  });
  await expect(captionsForm.getByText('Tệp phụ đề phải ở định dạng WebVTT: dòng đầu tiên là “WEBVTT”.')).toBeVisible();
  await picker.setInputFiles({ name: 'bai-2.vtt', mimeType: 'text/vtt', buffer: Buffer.from(CAPTIONS) });
  await expect(captionsForm.getByText('bai-2.vtt · 2 đoạn phụ đề')).toBeVisible();
  await expectAccessible(page, '/admin/lessons (captions form)');
  await captionsForm.getByRole('button', { name: 'Lưu phụ đề' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Đã lưu phụ đề cho “${LESSON.title}”.` })).toBeVisible();
  await expect(item).toContainText('Có phụ đề · 2 đoạn');
  await expectAudited(page, LESSON.id, 'Gắn phụ đề video bài học');

  // The learner (the seed buyer owns the course) opens the lesson: the player is above the text.
  const learner = await signedIn(browser, SEED.buyer, `/training/my-course/${LESSON.id}`);
  const player = learner.getByRole('article').locator('video');
  await expect(player).toHaveAccessibleName(`Video bài học: ${LESSON.title}`);
  await expect(player).toHaveAttribute('preload', 'none');
  await expect(player).toHaveAttribute('controls', '');
  const poster960 = await player.getAttribute('poster');
  expect(poster960).toMatch(/\/media\/[^/]+\/[0-9a-f]{16}-960\.jpg$/);
  const box = await player.boundingBox();
  expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  const source = player.locator('source');
  await expect(source).toHaveAttribute('type', 'video/mp4');
  const src = (await source.getAttribute('src')) ?? '';
  // A paid file: the learner's address carries an expiry and a signature; the bare address plays for nobody.
  expect(src).toMatch(/\/media\/[^/]+\/[0-9a-f]{16}\.mp4\?until=\d+&sig=[\w-]{43}$/);
  expect((await learner.request.get(src.split('?')[0], { headers: { range: 'bytes=0-1023' } })).status()).toBe(404);
  const size = (await readFile(VIDEO)).length;
  const part = await learner.request.get(src, { headers: { range: 'bytes=0-1023' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 0-1023/${size}`);
  expect(part.headers()['content-type']).toBe('video/mp4');
  expect((await part.body()).subarray(4, 8).toString('latin1')).toBe('ftyp');
  // The poster is there too.
  expect((await learner.request.get(poster960 ?? '')).status()).toBe(200);
  // The captions: a track the player offers, which Chromium reads into its cues once shown.
  const track = player.locator('track');
  await expect(track).toHaveAttribute('kind', 'captions');
  await expect(track).toHaveAttribute('label', 'Tiếng Việt');
  const cues = await player.evaluate(async (video: HTMLVideoElement) => {
    const [captions] = Array.from(video.textTracks);
    captions.mode = 'showing';
    for (let i = 0; i < 50 && !captions.cues?.length; i += 1) await new Promise((r) => setTimeout(r, 100));
    return Array.from(captions.cues ?? []).map((cue) => (cue as VTTCue).text);
  });
  expect(cues).toEqual(['Xin chào các bạn.', 'Hôm nay ta chọn ý tưởng.']);

  // At 390 px the player keeps its 16:9 box across the page's width; the page passes axe in both themes.
  await learner.setViewportSize({ width: 390, height: 844 });
  const narrow = await player.boundingBox();
  expect(narrow && Math.abs(narrow.width / narrow.height - 16 / 9)).toBeLessThan(0.02);
  expect(narrow?.width).toBeLessThanOrEqual(390);
  await expectAccessible(learner, `/training/my-course/${LESSON.id}`);

  // Hours later, the page still open (the API's clock moves past the address's expiry), the learner presses
  // play: the old address answers 404, the page reads the course again and the same player plays the new one.
  await advanceApiClock(SIGNED_FOR_MS + 60 * 60 * 1000);
  const renewed = learner.waitForResponse(
    (response) => response.url().split('?')[0] === src.split('?')[0] && response.url() !== src && response.ok(),
  );
  const old = learner.waitForRequest((request) => request.url() === src);
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    void video.play().catch(() => undefined);
  });
  // Refused: Chromium's media loader drops the 404 without handing it on as a response.
  expect((await (await old).response())?.ok() ?? false).toBe(false);
  const fresh = (await renewed).url();
  expect(fresh).toMatch(/\/media\/[^/]+\/[0-9a-f]{16}\.mp4\?until=\d+&sig=[\w-]{43}$/);
  expect(Number(new URL(fresh).searchParams.get('until'))).toBeGreaterThan(
    Number(new URL(src).searchParams.get('until')),
  );
  await expect(source).toHaveAttribute('src', fresh);
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentSrc)).toBe(fresh);
  await learner.context().close();
});
