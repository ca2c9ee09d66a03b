// A lesson's video, set by admins from their own uploads (the product media's tus kinds, checked by the same code):
// set, replaced and removed with an audit row each (none when nothing changes); refused for anyone else, for a
// picture given as the video, a video given as the poster, someone else's upload, a missing poster; shown to the
// course's owners in the lesson, to nobody else.
import { readFile } from 'node:fs/promises';
import type { AuditEntry } from '@app/shared/contracts/admin';
import type { Course, LessonForEdit, LessonsForEdit } from '@app/shared/contracts/academy';
import { productMediaMessages } from '@app/shared/messages/productMedia';
import { addCourse, enrol, type TestCourse } from '../../../test/academy';
import type { TestUser } from '../../../test/harness';
import { useApi, useUser } from '../../../test/suite';
import { picture, uploadWhole, useUploadsDir, servedAt } from '../../../test/uploads';
import { LESSON_VIDEO_FILE } from '../../seed/lesson-video';
import { withServerClockAt } from '../../../test/clock';
import { SIGNED_MEDIA_HOURS } from '../uploads/signed-media';

const api = useApi({ publicApiUrl: 'https://api.example.vn' });
useUploadsDir('lesson-video-test');
const admin = useUser(api, 'admin');
const E = productMediaMessages.errors;

/** A real H.264 file: the seed's own lesson video. */
const mp4 = () => readFile(LESSON_VIDEO_FILE);

async function upload(user: TestUser, kind: 'product-videos' | 'product-images', file: Buffer): Promise<string> {
  const { uploadId, answer } = await uploadWhole(api.url, user.token, kind, file);
  expect(answer.status).toBe(204);
  return uploadId;
}

/** A finished video and poster of `user`'s. */
async function uploads(user: TestUser, colour = '#4f46e5') {
  return {
    uploadId: await upload(user, 'product-videos', await mp4()),
    posterUploadId: await upload(user, 'product-images', await picture(1280, 720, colour)),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const local = (url: string) => servedAt(api.url, url);
const HOUR_MS = 3_600_000;
/** A GET read to its end (the server then has nothing left to send when the suite closes it). */
async function get(url: string, init?: RequestInit): Promise<Response> {
  const answer = await fetch(url, init);
  await answer.arrayBuffer();
  return answer;
}

const setVideo = (user: TestUser, course: TestCourse, video: unknown, lesson = 0) =>
  api.call('setLessonVideo', { courseId: course.courseId, lessonId: course.lessonIds[lesson], video }, user.token);

async function auditOf(lessonId: string): Promise<AuditEntry[]> {
  const answer = await api.call('listAuditLog', { objectId: lessonId }, admin.token);
  return (answer.body.result as { entries: AuditEntry[] }).entries;
}

describe('setLessonVideo and listLessonsForEdit', () => {
  it('sets, replaces and removes a lesson video, auditing each change once', async () => {
    const course = await addCourse(api, { lessonCount: 3 });
    const first = await uploads(admin);
    const set = await setVideo(admin, course, first);
    expect(set.status).toBe(200);
    const lesson = set.body.result as LessonForEdit;
    expect(lesson).toMatchObject({
      id: course.lessonIds[0],
      position: 1,
      module: 'Phần 1',
      title: 'Bài 1',
      video: {
        id: first.uploadId,
        type: 'video/mp4',
        bytes: (await mp4()).length,
        poster: { width: 1280, height: 720, widths: [480, 960, 1280] },
      },
    });
    expect(lesson.video?.url).toMatch(
      new RegExp(`^https://api\\.example\\.vn/media/${first.uploadId}/[0-9a-f]{16}\\.mp4$`),
    );
    expect(lesson.video?.poster?.base).toMatch(new RegExp(`/media/${first.posterUploadId}/[0-9a-f]{16}$`));

    const listed = (await api.call('listLessonsForEdit', { courseId: course.courseId }, admin.token)).body
      .result as LessonsForEdit;
    expect(listed.courseId).toBe(course.courseId);
    expect(listed.lessons.map(({ id, position, module, video }) => [id, position, module, video?.id ?? null])).toEqual([
      [course.lessonIds[0], 1, 'Phần 1', first.uploadId],
      [course.lessonIds[1], 2, 'Phần 2', null],
      [course.lessonIds[2], 3, 'Phần 2', null],
    ]);

    // The same again changes nothing and writes no second row.
    expect((await setVideo(admin, course, first)).status).toBe(200);
    let entries = await auditOf(course.lessonIds[0]);
    expect(entries.map((entry) => [entry.action, entry.objectType, entry.adminId])).toEqual([
      ['lesson.set-video', 'lesson', admin.uid],
    ]);
    expect(entries[0]).toMatchObject({ before: null, after: { id: first.uploadId } });

    // Replaced by another video and poster.
    const second = await uploads(admin, '#0e7490');
    const replaced = (await setVideo(admin, course, second)).body.result as LessonForEdit;
    expect(replaced.video?.id).toBe(second.uploadId);
    expect(replaced.video?.poster?.base).not.toBe(lesson.video?.poster?.base);
    entries = await auditOf(course.lessonIds[0]);
    expect(entries[0]).toMatchObject({
      action: 'lesson.set-video',
      before: { id: first.uploadId },
      after: { id: second.uploadId },
    });

    // Removed; removing again changes nothing.
    const removed = await setVideo(admin, course, null);
    expect([removed.status, (removed.body.result as LessonForEdit).video]).toEqual([200, null]);
    expect((await setVideo(admin, course, null)).status).toBe(200);
    entries = await auditOf(course.lessonIds[0]);
    expect(entries.map((entry) => entry.action)).toEqual([
      'lesson.remove-video',
      'lesson.set-video',
      'lesson.set-video',
    ]);
    expect(entries[0]).toMatchObject({ before: { id: second.uploadId }, after: null });
  });

  it('is for admins only', async () => {
    const course = await addCourse(api);
    // A creator may upload media (their products') but not give a lesson a video.
    const creator = await api.user('creator');
    const buyer = await api.user();
    const mine = await uploads(creator);
    for (const user of [creator, buyer]) {
      const refused = await setVideo(user, course, mine);
      expect(refused.status).toBe(403);
      expect((await api.call('listLessonsForEdit', { courseId: course.courseId }, user.token)).status).toBe(403);
    }
    expect(
      (await api.call('setLessonVideo', { courseId: course.courseId, lessonId: course.lessonIds[0], video: null }))
        .status,
    ).toBe(401);
    const listed = (await api.call('listLessonsForEdit', { courseId: course.courseId }, admin.token)).body
      .result as LessonsForEdit;
    expect(listed.lessons.every((lesson) => lesson.video === null)).toBe(true);
  });

  it('refuses a picture as the video, a video as the poster, another admin’s upload, a missing poster or lesson', async () => {
    const course = await addCourse(api);
    const mine = await uploads(admin);
    const asVideo = await setVideo(admin, course, {
      uploadId: mine.posterUploadId,
      posterUploadId: mine.posterUploadId,
    });
    expect([asVideo.status, asVideo.body.error?.message]).toEqual([400, E.videoMissing]);
    const asPoster = await setVideo(admin, course, { uploadId: mine.uploadId, posterUploadId: mine.uploadId });
    expect([asPoster.status, asPoster.body.error?.message]).toEqual([400, E.imageMissing]);

    const other = await api.user('admin');
    const theirs = await uploads(other);
    const theirVideo = await setVideo(admin, course, { ...mine, uploadId: theirs.uploadId });
    expect([theirVideo.status, theirVideo.body.error?.message]).toEqual([403, E.notYours]);
    const theirPoster = await setVideo(admin, course, { ...mine, posterUploadId: theirs.posterUploadId });
    expect([theirPoster.status, theirPoster.body.error?.message]).toEqual([403, E.notYours]);

    const noPoster = await setVideo(admin, course, { uploadId: mine.uploadId });
    expect([noPoster.status, noPoster.body.error?.message]).toEqual([
      400,
      'Vui lòng tải ảnh xem trước lên trước khi lưu.',
    ]);
    const unfinished = await setVideo(admin, course, { ...mine, uploadId: 'khong-co-tep-nay' });
    expect([unfinished.status, unfinished.body.error?.message]).toEqual([400, E.videoMissing]);
    const otherCourse = await addCourse(api);
    const elsewhere = await api.call(
      'setLessonVideo',
      { courseId: course.courseId, lessonId: otherCourse.lessonIds[0], video: mine },
      admin.token,
    );
    expect([elsewhere.status, elsewhere.body.error?.message]).toEqual([404, 'Không tìm thấy bài học.']);
    expect(await auditOf(course.lessonIds[0])).toEqual([]);
  });
});

describe('the lesson read (getCourse)', () => {
  it('gives the video to the course’s owners, and neither the video nor the content to anyone else', async () => {
    const course = await addCourse(api);
    const set = (await setVideo(admin, course, await uploads(admin))).body.result as LessonForEdit;
    const owner = await api.user();
    await enrol(api, owner, course);
    const owned = (await api.call('getCourse', { courseId: course.courseId }, owner.token)).body.result as Course;
    expect(owned.lessons[0].video).toEqual({
      url: expect.stringMatching(new RegExp(`^${escape(set.video!.url)}\\?until=\\d+&sig=[\\w-]{43}$`)),
      type: 'video/mp4',
      poster: set.video?.poster,
      captions: false,
    });
    expect(owned.lessons[1].video).toBeNull();

    const stranger = await api.user();
    for (const token of [stranger.token, undefined]) {
      const outline = (await api.call('getCourse', { courseId: course.courseId }, token)).body.result as Course;
      expect(outline.lessons[0]).toMatchObject({ id: course.lessonIds[0], content: null, video: null });
    }
  });
});

describe('a lesson video’s address', () => {
  it('plays only at the signed address a learner was given, until it expires; pictures and product videos stay public', async () => {
    const course = await addCourse(api);
    const mine = await uploads(admin);
    const stored = ((await setVideo(admin, course, mine)).body.result as LessonForEdit).video!;
    const owner = await api.user();
    await enrol(api, owner, course);
    const read = async () =>
      ((await api.call('getCourse', { courseId: course.courseId }, owner.token)).body.result as Course).lessons[0]
        .video!.url;
    const signed = await read();
    const bytes = (await mp4()).length;

    const whole = await get(local(signed));
    expect([whole.status, whole.headers.get('content-type'), Number(whole.headers.get('content-length'))]).toEqual([
      200,
      'video/mp4',
      bytes,
    ]);
    // Kept by this browser only, for no longer than the address plays.
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(whole.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan((SIGNED_MEDIA_HOURS * HOUR_MS) / 1000 - 60);
    expect(maxAge).toBeLessThanOrEqual(((SIGNED_MEDIA_HOURS + 1) * HOUR_MS) / 1000);
    const part = await get(local(signed), { headers: { range: 'bytes=0-7' } });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, `bytes 0-7/${bytes}`]);

    // Passed on without its signature, with another file's, or changed: as if there were no such file.
    const other = await uploads(admin, '#0e7490');
    await setVideo(admin, course, other, 1);
    const otherSigned = (
      (await api.call('getCourse', { courseId: course.courseId }, owner.token)).body.result as Course
    ).lessons[1].video!.url;
    const until = new URL(signed).searchParams.get('until');
    for (const address of [
      stored.url,
      `${stored.url}?until=${until}`,
      `${stored.url}${new URL(otherSigned).search}`,
      signed.replace(/until=(\d+)/, (_, value: string) => `until=${Number(value) + 3600}`),
      `${signed.slice(0, -1)}${signed.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const refused = await get(local(address));
      expect({ address, status: refused.status }).toEqual({ address, status: 404 });
    }

    // Until its hour: the same address all through the hour it was given in, valid to the end of the window.
    const untilMs = Number(until) * 1000;
    const givenHour = untilMs - (SIGNED_MEDIA_HOURS + 1) * HOUR_MS;
    expect(await withServerClockAt(givenHour + 1, read)).toBe(signed);
    const sameHour = await withServerClockAt(givenHour + HOUR_MS - 5_000, read);
    expect(sameHour).toBe(signed);
    expect((await withServerClockAt(untilMs - 1_000, () => get(local(signed)))).status).toBe(200);
    expect((await withServerClockAt(untilMs, () => get(local(signed)))).status).toBe(404);
    // A read then gives a new address, which plays.
    const later = await withServerClockAt(untilMs, read);
    expect(later).not.toBe(signed);
    expect((await withServerClockAt(untilMs, () => get(local(later)))).status).toBe(200);

    // Its poster, and the video once it is no lesson's, are public again.
    const poster = await get(local(`${stored.poster!.base}-480.jpg`));
    expect([poster.status, poster.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    await setVideo(admin, course, null);
    const freed = await get(local(stored.url));
    expect([freed.status, freed.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
  });
});

describe('a lesson video’s captions (setLessonCaptions, getLessonCaptions)', () => {
  const VTT =
    'WEBVTT\n\n00:00.000 --> 00:02.500\nXin chào các bạn.\n\n00:02.500 --> 00:05.000\nHôm nay ta học tư duy sản phẩm.\n';
  const setCaptions = (user: TestUser, course: TestCourse, captions: string | null, lesson = 0) =>
    api.call(
      'setLessonCaptions',
      { courseId: course.courseId, lessonId: course.lessonIds[lesson], captions },
      user.token,
    );
  const captionsOf = (user: TestUser, course: TestCourse, lesson = 0) =>
    api.call('getLessonCaptions', { courseId: course.courseId, lessonId: course.lessonIds[lesson] }, user.token);
  const lessonOf = async (user: TestUser, course: TestCourse, lesson = 0) =>
    ((await api.call('getCourse', { courseId: course.courseId }, user.token)).body.result as Course).lessons[lesson];

  it('are set, read by the learners, replaced and removed with an audit row each; a new video drops them', async () => {
    const course = await addCourse(api);
    const first = await uploads(admin);
    await setVideo(admin, course, first);
    const owner = await api.user();
    await enrol(api, owner, course);
    expect((await lessonOf(owner, course)).video?.captions).toBe(false);
    expect([(await captionsOf(owner, course)).status, (await captionsOf(owner, course)).body.error?.message]).toEqual([
      404,
      'Video của bài học này chưa có phụ đề.',
    ]);

    const set = await setCaptions(admin, course, VTT);
    expect([set.status, (set.body.result as LessonForEdit).captions]).toEqual([200, { cues: 2 }]);
    expect((await lessonOf(owner, course)).video?.captions).toBe(true);
    const read = await captionsOf(owner, course);
    expect([read.status, read.body.result]).toEqual([200, { vtt: VTT }]);
    // The same text again writes nothing.
    expect((await setCaptions(admin, course, VTT)).status).toBe(200);
    let entries = await auditOf(course.lessonIds[0]);
    expect(entries.map((entry) => entry.action)).toEqual(['lesson.set-captions', 'lesson.set-video']);
    expect(entries[0]).toMatchObject({ before: null, after: { cues: 2 } });

    // A new poster for the same video keeps them; another video drops them.
    const poster = await upload(admin, 'product-images', await picture(1280, 720, '#0e7490'));
    await setVideo(admin, course, { uploadId: first.uploadId, posterUploadId: poster });
    expect(
      ((await api.call('listLessonsForEdit', { courseId: course.courseId }, admin.token)).body.result as LessonsForEdit)
        .lessons[0].captions,
    ).toEqual({ cues: 2 });
    await setVideo(admin, course, await uploads(admin, '#be123c'));
    expect((await lessonOf(owner, course)).video?.captions).toBe(false);
    expect((await captionsOf(owner, course)).status).toBe(404);

    // Set again, then removed; removing again changes nothing.
    await setCaptions(admin, course, `${VTT}\n00:05.000 --> 00:07.000\nHẹn gặp lại.\n`);
    const removed = await setCaptions(admin, course, null);
    expect([removed.status, (removed.body.result as LessonForEdit).captions]).toEqual([200, null]);
    expect((await setCaptions(admin, course, null)).status).toBe(200);
    entries = await auditOf(course.lessonIds[0]);
    expect(entries.slice(0, 2).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['lesson.remove-captions', { cues: 3 }, null],
      ['lesson.set-captions', null, { cues: 3 }],
    ]);
  });

  it('refuses a file that is not WebVTT, a broken timing, no cue, too large, or a lesson without a video; changes nothing', async () => {
    const course = await addCourse(api, { lessonCount: 2 });
    await setVideo(admin, course, await uploads(admin));
    const cases: [string, string][] = [
      ['1\n00:00:01,000 --> 00:00:02,000\nSRT', 'Tệp phụ đề phải ở định dạng WebVTT: dòng đầu tiên là “WEBVTT”.'],
      ['WEBVTT\n\n00:01 --> 00:02.000\nA', 'Dòng 3: thời gian không hợp lệ (ví dụ đúng: 00:01.000 --> 00:04.000).'],
      ['WEBVTT\n\n00:03.000 --> 00:02.000\nA', 'Dòng 3: thời điểm kết thúc phải sau thời điểm bắt đầu.'],
      ['WEBVTT\n\nNOTE chỉ có ghi chú\n', 'Tệp phụ đề chưa có đoạn phụ đề nào.'],
      [`WEBVTT\n\n00:00.000 --> 00:01.000\n${'ệ'.repeat(19_000)}\n`, 'Tệp phụ đề quá lớn (tối đa 56 KB).'],
    ];
    for (const [captions, message] of cases) {
      const refused = await setCaptions(admin, course, captions);
      expect({ status: refused.status, message: refused.body.error?.message }).toEqual({ status: 400, message });
    }
    const noVideo = await setCaptions(admin, course, VTT, 1);
    expect([noVideo.status, noVideo.body.error?.message]).toEqual([
      400,
      'Hãy gắn video cho bài học trước khi thêm phụ đề.',
    ]);
    const listed = (await api.call('listLessonsForEdit', { courseId: course.courseId }, admin.token)).body
      .result as LessonsForEdit;
    expect(listed.lessons.map((lesson) => lesson.captions)).toEqual([null, null]);
    expect((await auditOf(course.lessonIds[0])).map((entry) => entry.action)).toEqual(['lesson.set-video']);
  });

  it('are for admins to set and for the course’s learners to read', async () => {
    const course = await addCourse(api);
    await setVideo(admin, course, await uploads(admin));
    expect((await setCaptions(admin, course, VTT)).status).toBe(200);
    const creator = await api.user('creator');
    const stranger = await api.user();
    for (const user of [creator, stranger]) {
      expect((await setCaptions(user, course, null)).status).toBe(403);
      expect((await captionsOf(user, course)).status).toBe(403);
    }
    expect((await captionsOf(admin, course)).body.result).toEqual({ vtt: VTT });
    const outline = (await api.call('getCourse', { courseId: course.courseId })).body.result as Course;
    expect(outline.lessons[0].video).toBeNull();
  });
});
