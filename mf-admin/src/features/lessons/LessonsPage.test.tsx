import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { LessonForEdit, LessonsForEdit } from '@app/shared/contracts/academy';
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy-constants';
import { mockApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { fakeUploads, resetFakeUploads } from '@app/shared/testing/tus';
import { failNextCall, retryFailedLoad } from '../../testing/adminPage';
import { LessonsPage } from './LessonsPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
jest.mock('@app/shared/auth/token', () => ({ apiOrigin: () => 'http://api.test', getIdToken: async () => 'token' }));
jest.mock('tus-js-client', () => jest.requireActual('@app/shared/testing/tus').tusClientMock());
const uploads = fakeUploads();

const poster = {
  base: 'https://api.test/media/p0/0123456789abcdef',
  width: 1280,
  height: 720,
  widths: [480, 960, 1280],
};
const savedVideo = {
  id: 'v0-upload-id',
  url: 'https://api.test/media/v0/fedcba9876543210.mp4',
  type: 'video/mp4' as const,
  bytes: 190_339,
  poster,
};
const lesson = (position: number, module: string, title: string, video: LessonForEdit['video'] = null) => ({
  id: `bai-${position}`,
  position,
  module,
  title,
  video,
});

/** The server: the course's lessons, changed by setLessonVideo as the API would. */
let course: LessonsForEdit;
beforeEach(() => {
  resetFakeUploads();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  course = {
    courseId: ACADEMY_COURSE_ID,
    title: 'Học viện Nhà sáng tạo AI',
    lessons: [
      lesson(1, 'Phần 1: Ý tưởng', 'Tư duy sản phẩm', savedVideo),
      lesson(2, 'Phần 1: Ý tưởng', 'Chọn ý tưởng'),
      lesson(3, 'Phần 2: Xây dựng', 'Không cần code'),
    ],
  };
});

const serve = () =>
  mockApi({
    listLessonsForEdit: async () => course,
    setLessonVideo: async ({ lessonId, video }) => {
      const index = course.lessons.findIndex((item) => item.id === lessonId);
      const next = {
        ...course.lessons[index],
        video: video && {
          id: video.uploadId,
          url: `https://api.test/media/${video.uploadId}/00112233aabbccdd.mp4`,
          type: 'video/mp4' as const,
          bytes: 12_345_678,
          poster: { ...poster, base: `https://api.test/media/${video.posterUploadId}/0123456789abcdef` },
        },
      };
      course = { ...course, lessons: course.lessons.map((item, i) => (i === index ? next : item)) };
      return next;
    },
    setLessonCaptions: async ({ lessonId, captions }) => {
      const index = course.lessons.findIndex((item) => item.id === lessonId);
      const cues = captions?.split('-->').length ?? 1;
      const next = { ...course.lessons[index], captions: captions ? { cues: cues - 1 } : null };
      course = { ...course, lessons: course.lessons.map((item, i) => (i === index ? next : item)) };
      return next;
    },
  });

const renderPage = () => renderAt('/admin/lessons', <LessonsPage />, { user: aUser({ roles: ['admin'] }) });
const item = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;
const sized = (file: File, bytes: number) => Object.defineProperty(file, 'size', { value: bytes });

describe('LessonsPage', () => {
  it('lists the course’s lessons by module, each with its video’s state and poster', async () => {
    const api = serve();
    failNextCall(api.listLessonsForEdit, 'Dịch vụ tạm thời không khả dụng.');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Bài học' })).toBeInTheDocument();
    await retryFailedLoad('Không thể tải danh sách bài học.', 'Dịch vụ tạm thời không khả dụng.');

    const modules = await screen.findAllByRole('region');
    expect(modules.map((region) => within(region).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Phần 1: Ý tưởng',
      'Phần 2: Xây dựng',
    ]);
    expect(
      within(modules[0])
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Tư duy sản phẩm', 'Chọn ý tưởng']);
    expect(api.listLessonsForEdit).toHaveBeenCalledWith({ courseId: ACADEMY_COURSE_ID });
    const withVideo = item('Tư duy sản phẩm');
    expect(withVideo).toHaveTextContent('Bài 1');
    expect(withVideo).toHaveTextContent('Có video · MP4 · 186 KB');
    expect(withVideo.querySelector('img')).toHaveAttribute('src', `${poster.base}-480.jpg`);
    expect(within(withVideo).getByRole('button', { name: 'Thay video của “Tư duy sản phẩm”' })).toBeInTheDocument();
    expect(within(withVideo).getByRole('button', { name: 'Gỡ video của “Tư duy sản phẩm”' })).toBeInTheDocument();
    const without = item('Chọn ý tưởng');
    expect(without).toHaveTextContent('Chưa có video');
    expect(within(without).queryByRole('button', { name: /Gỡ video/ })).toBeNull();
  });

  it('uploads a video and its required poster with progress, refusing a wrong type or size, then saves both', async () => {
    const api = serve();
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Thêm video cho “Chọn ý tưởng”' }));
    const form = screen.getByRole('form', { name: 'Video cho “Chọn ý tưởng”' });
    expect(within(form).getByRole('heading', { name: 'Video cho “Chọn ý tưởng”' })).toHaveFocus();
    const videoBox = within(form).getByRole('group', { name: 'Video bài học' });
    const posterBox = within(form).getByRole('group', { name: 'Ảnh xem trước (bắt buộc)' });

    // Nothing uploaded yet: both are asked for, nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Lưu video' }));
    expect(await within(videoBox).findByText('Vui lòng tải video lên trước khi lưu.')).toBeInTheDocument();
    expect(within(posterBox).getByText('Vui lòng tải ảnh xem trước lên trước khi lưu.')).toBeInTheDocument();
    expect(api.setLessonVideo).not.toHaveBeenCalled();

    // A picture given as the video, then a video too large: refused before a byte is sent.
    const videoPicker = within(videoBox).getByLabelText('Chọn video');
    await user.upload(videoPicker, new File(['png'], 'anh.png', { type: 'image/png' }));
    await user.click(within(videoBox).getByRole('button', { name: 'Tải video lên' }));
    expect(await within(videoBox).findByText('Chỉ chấp nhận video MP4 hoặc WebM.')).toBeInTheDocument();
    await user.upload(videoPicker, sized(new File(['mp4'], 'dai.mp4', { type: 'video/mp4' }), 101 * 1024 * 1024));
    await user.click(within(videoBox).getByRole('button', { name: 'Tải video lên' }));
    expect(await within(videoBox).findByText('Video không được lớn hơn 100 MB.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    // The video goes up with its progress shown.
    await user.upload(videoPicker, sized(new File(['mp4'], 'bai-2.mp4', { type: 'video/mp4' }), 5 * 1024 * 1024));
    await user.click(within(videoBox).getByRole('button', { name: 'Tải video lên' }));
    await waitFor(() => expect(uploads[0]?.started).toBe(1));
    expect(uploads[0].options.endpoint).toBe('http://api.test/uploads/product-videos');
    act(() => uploads[0].options.onProgress(2, 5));
    expect(within(videoBox).getByRole('progressbar', { name: 'Tiến độ tải video lên' })).toHaveAttribute('value', '40');
    expect(within(videoBox).getByText('Đang tải lên… 40%')).toBeInTheDocument();
    act(() => uploads[0].finish('video-upload-0001'));
    expect(await within(videoBox).findByText('Đã tải video lên.')).toBeInTheDocument();

    // The poster: a file too large is refused, a picture goes up and is previewed.
    const posterPicker = within(posterBox).getByLabelText('Chọn ảnh xem trước');
    await user.upload(posterPicker, sized(new File(['png'], 'lon.png', { type: 'image/png' }), 11 * 1024 * 1024));
    await user.click(within(posterBox).getByRole('button', { name: 'Tải ảnh xem trước lên' }));
    expect(await within(posterBox).findByText('Ảnh xem trước không được lớn hơn 10 MB.')).toBeInTheDocument();
    await user.upload(posterPicker, new File(['png'], 'poster.png', { type: 'image/png' }));
    await user.click(within(posterBox).getByRole('button', { name: 'Tải ảnh xem trước lên' }));
    await waitFor(() => expect(uploads[1]?.started).toBe(1));
    expect(uploads[1].options.endpoint).toBe('http://api.test/uploads/product-images');
    expect(posterBox.querySelector('img')).toHaveAttribute('src', 'blob:preview');
    act(() => uploads[1].finish('poster-upload-0001'));
    expect(await within(posterBox).findByText('Đã tải ảnh xem trước lên.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Lưu video' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Đã lưu video cho “Chọn ý tưởng”.');
    expect(api.setLessonVideo).toHaveBeenCalledWith({
      courseId: ACADEMY_COURSE_ID,
      lessonId: 'bai-2',
      video: { uploadId: 'video-upload-0001', posterUploadId: 'poster-upload-0001' },
    });
    // The form is gone; the lesson says it has its video, and focus is back on its button.
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    await waitFor(() => expect(item('Chọn ý tưởng')).toHaveTextContent('Có video · MP4 · 11,8 MB'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Thay video của “Chọn ý tưởng”' })).toHaveFocus());
  });

  it('keeps the server’s refusal in the form, and a cancel stops the upload on its way', async () => {
    const api = serve();
    api.setLessonVideo.mockRejectedValueOnce(
      new ApiError('permission-denied', 'Bạn chỉ có thể dùng ảnh và video do chính mình tải lên.'),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Thay video của “Tư duy sản phẩm”' }));
    const form = screen.getByRole('form', { name: 'Video cho “Tư duy sản phẩm”' });
    await user.upload(within(form).getByLabelText('Chọn video'), new File(['mp4'], 'v.mp4', { type: 'video/mp4' }));
    await user.click(within(form).getByRole('button', { name: 'Tải video lên' }));
    await waitFor(() => expect(uploads[0]?.started).toBe(1));
    act(() => uploads[0].finish('video-upload-0002'));
    await user.upload(
      within(form).getByLabelText('Chọn ảnh xem trước'),
      new File(['png'], 'p.png', { type: 'image/png' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Tải ảnh xem trước lên' }));
    await waitFor(() => expect(uploads[1]?.started).toBe(1));
    act(() => uploads[1].finish('poster-upload-0002'));
    await user.click(within(form).getByRole('button', { name: 'Lưu video' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Bạn chỉ có thể dùng ảnh và video do chính mình tải lên.',
    );
    expect(item('Tư duy sản phẩm')).toHaveTextContent('Có video · MP4 · 186 KB');

    // A new video on its way: cancel stops it on the server too, and the form closes.
    await user.upload(within(form).getByLabelText('Chọn video'), new File(['mp4'], 'w.mp4', { type: 'video/mp4' }));
    await user.click(within(form).getByRole('button', { name: 'Tải video lên' }));
    await waitFor(() => expect(uploads[2]?.started).toBe(1));
    await user.click(within(form).getByRole('button', { name: 'Đóng, không lưu' }));
    expect(uploads[2].aborted).toContain(true);
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Thay video của “Tư duy sản phẩm”' })).toHaveFocus());
  });

  it('removes a video after asking, and says so', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Gỡ video của “Tư duy sản phẩm”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gỡ video của “Tư duy sản phẩm”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Gỡ video' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Đã gỡ video của “Tư duy sản phẩm”.');
    expect(api.setLessonVideo).toHaveBeenCalledWith({ courseId: ACADEMY_COURSE_ID, lessonId: 'bai-1', video: null });
    await waitFor(() => expect(item('Tư duy sản phẩm')).toHaveTextContent('Chưa có video'));
    expect(screen.getByRole('button', { name: 'Thêm video cho “Tư duy sản phẩm”' })).toBeInTheDocument();
  });

  it('adds captions to a lesson’s video from a WebVTT file, saying what is wrong with a bad one, then removes them', async () => {
    const api = serve();
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    const first = await waitFor(() => item('Tư duy sản phẩm'));
    expect(first).toHaveTextContent('Chưa có phụ đề');
    // A lesson without a video has no captions to give.
    expect(within(item('Chọn ý tưởng')).queryByRole('button', { name: /phụ đề/ })).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Thêm phụ đề cho “Tư duy sản phẩm”' }));
    const form = screen.getByRole('form', { name: 'Phụ đề cho “Tư duy sản phẩm”' });
    expect(within(form).getByRole('heading', { name: 'Phụ đề cho “Tư duy sản phẩm”' })).toHaveFocus();
    const picker = within(form).getByLabelText('Chọn tệp phụ đề');
    expect(picker).toHaveAttribute('accept', '.vtt,text/vtt');

    // Nothing chosen, then an SRT file, then a broken timing: each refused with its reason, nothing sent.
    await user.click(within(form).getByRole('button', { name: 'Lưu phụ đề' }));
    expect(await within(form).findByText('Vui lòng chọn tệp phụ đề (.vtt).')).toBeInTheDocument();
    await user.upload(picker, new File(['1\n00:00:01,000 --> 00:00:02,000\nA\n'], 'bai-1.srt'));
    expect(
      await within(form).findByText('Tệp phụ đề phải ở định dạng WebVTT: dòng đầu tiên là “WEBVTT”.'),
    ).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    await user.upload(picker, new File(['WEBVTT\n\n00:02.000 --> 00:01.000\nA\n'], 'bai-1.vtt'));
    expect(await within(form).findByText('Dòng 3: thời điểm kết thúc phải sau thời điểm bắt đầu.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Lưu phụ đề' }));
    expect(api.setLessonCaptions).not.toHaveBeenCalled();

    const vtt = 'WEBVTT\n\n00:00.000 --> 00:02.000\nXin chào.\n\n00:02.000 --> 00:04.000\nBắt đầu nhé.\n';
    await user.upload(picker, new File([vtt], 'bai-1.vtt', { type: 'text/vtt' }));
    expect(await within(form).findByText('bai-1.vtt · 2 đoạn phụ đề')).toBeInTheDocument();
    expect(picker).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(within(form).getByRole('button', { name: 'Lưu phụ đề' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Đã lưu phụ đề cho “Tư duy sản phẩm”.');
    expect(api.setLessonCaptions).toHaveBeenCalledWith({
      courseId: ACADEMY_COURSE_ID,
      lessonId: 'bai-1',
      captions: vtt,
    });
    await waitFor(() => expect(item('Tư duy sản phẩm')).toHaveTextContent('Có phụ đề · 2 đoạn'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Thay phụ đề của “Tư duy sản phẩm”' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Gỡ phụ đề của “Tư duy sản phẩm”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gỡ phụ đề của “Tư duy sản phẩm”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Gỡ phụ đề' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Đã gỡ phụ đề của “Tư duy sản phẩm”.'));
    expect(api.setLessonCaptions).toHaveBeenLastCalledWith({
      courseId: ACADEMY_COURSE_ID,
      lessonId: 'bai-1',
      captions: null,
    });
    await waitFor(() => expect(item('Tư duy sản phẩm')).toHaveTextContent('Chưa có phụ đề'));
    expect(item('Tư duy sản phẩm')).toHaveTextContent('Có video · MP4 · 186 KB');
  });
});
