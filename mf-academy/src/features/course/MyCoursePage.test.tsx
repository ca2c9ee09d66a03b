import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import { Link, Route, Routes } from '@app/shared/router';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { playbackPosition, spyOnMediaElements } from '@app/shared/testing/media';
import { aUser } from '@app/shared/testing/factories';
import { renderAt, type RenderAtOptions } from '@app/shared/testing/render';
import { aCourse, anOwnedCourse } from '../../testing/fixtures';
import { useAcademyCourse } from '../../app/useAcademyCourse';
import { MyCoursePage } from './MyCoursePage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

let api: ReturnType<typeof mockedApi>;
/** What the server holds as completed (openLesson answers with the whole progress). */
let serverCompleted: string[] = [];
const owned = (completed: string[], last: string | null = null) => {
  serverCompleted = completed;
  return anOwnedCourse(completed, last);
};
beforeEach(() => {
  resetMockedApi();
  api = mockedApi();
  serverCompleted = [];
  api.openLesson.mockImplementation(async ({ lessonId }: { lessonId: string }) => ({
    completedLessons: serverCompleted,
    lastLessonId: lessonId,
    lastActivityAt: '2026-11-21T09:00:00.000Z',
  }));
});

const renderPage = (path: string, user: RenderAtOptions['user'] = aUser()) =>
  renderAt(path, <MyCoursePage />, { user, route: '/training/my-course/*', whereElsewhere: true });

const bar = () => screen.getByRole('progressbar', { name: 'Tiến độ khóa học' });

describe('MyCoursePage access', () => {
  it('sends someone who does not own the course to /salepage', async () => {
    api.getCourse.mockResolvedValue(aCourse());
    renderPage('/training/my-course/l1');
    expect(await screen.findByTestId('where')).toHaveTextContent('/salepage');
  });

  it('asks the server again before sending away a student whose cached answer predates the payment', async () => {
    // The sales page cached "not owned"; the payment went through meanwhile.
    api.getCourse.mockResolvedValueOnce(aCourse()).mockResolvedValue(owned([], null));
    function SalesPageCache() {
      const course = useAcademyCourse();
      return course.data ? <Link to="/training/my-course/l1">Vào học</Link> : null;
    }
    renderAt(
      '/salepage',
      <Routes>
        <Route path="/salepage" element={<SalesPageCache />} />
        <Route path="/training/my-course/*" element={<MyCoursePage />} />
      </Routes>,
      { user: aUser() },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Vào học' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tìm vấn đề đáng giải' })).toBeInTheDocument();
    expect(api.getCourse).toHaveBeenCalledTimes(2);
  });

  it('lets an admin in without owning it', async () => {
    api.getCourse.mockResolvedValue({ ...anOwnedCourse(), owned: false });
    renderPage('/training/my-course/l1', aUser({ roles: ['admin'] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tìm vấn đề đáng giải' })).toBeInTheDocument();
  });

  it('opens the last lesson when no lesson is named', async () => {
    api.getCourse.mockResolvedValue(owned(['l1'], 'l2'));
    renderPage('/training/my-course');
    expect(await screen.findByRole('heading', { level: 2, name: 'Phỏng vấn khách hàng' })).toBeInTheDocument();
  });

  it('says when the lesson does not exist', async () => {
    api.getCourse.mockResolvedValue(anOwnedCourse());
    renderPage('/training/my-course/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tìm thấy bài học.');
  });
});

describe('MyCoursePage player', () => {
  it('shows the outline with completion marks, the lesson from Markdown and the progress bar', async () => {
    api.getCourse.mockResolvedValue(owned(['l1'], 'l1'));
    renderPage('/training/my-course/l1');
    expect(await screen.findByRole('heading', { level: 3, name: 'Bài 1' })).toBeInTheDocument();
    expect(screen.getByText('bài một').tagName).toBe('STRONG');
    expect(bar()).toHaveAttribute('aria-valuenow', '1');
    expect(bar()).toHaveAttribute('aria-valuemax', '3');
    expect(bar()).toHaveAttribute('aria-valuetext', 'Đã hoàn thành 1/3 bài học');
    const outline = screen.getByRole('navigation', { name: 'Mục lục khóa học' });
    expect(within(outline).getByRole('link', { name: /Tìm vấn đề đáng giải \(Đã hoàn thành\)/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(outline).getByRole('link', { name: /Phỏng vấn khách hàng \(Chưa hoàn thành\)/ })).toHaveAttribute(
      'href',
      '/training/my-course/l2',
    );
    expect(screen.getByText('Đã hoàn thành', { selector: 'p' })).toBeInTheDocument();
    expect(api.openLesson).toHaveBeenCalledWith({ courseId: 'hoc-vien-creator', lessonId: 'l1' });
  });

  it('marks a lesson complete: the bar and the outline move, and the button becomes a done mark', async () => {
    const user = userEvent.setup();
    api.getCourse.mockResolvedValue(owned(['l1'], 'l1'));
    api.completeLesson.mockResolvedValue({ completedLessons: ['l1', 'l2'] });
    renderPage('/training/my-course/l2');
    await user.click(await screen.findByRole('button', { name: 'Đánh dấu hoàn thành' }));
    expect(api.completeLesson).toHaveBeenCalledWith({ courseId: 'hoc-vien-creator', lessonId: 'l2' });
    expect(await screen.findByText('Đã hoàn thành', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Đánh dấu hoàn thành' })).not.toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('link', { name: /Phỏng vấn khách hàng \(Đã hoàn thành\)/ })).toBeInTheDocument();
    expect(screen.getByText('Hoàn thành thêm 1 bài học để mở bài kiểm tra cuối khóa.')).toBeInTheDocument();
  });

  it('shows the server message when completing fails, and keeps the button', async () => {
    const user = userEvent.setup();
    api.getCourse.mockResolvedValue(owned([], 'l1'));
    api.completeLesson.mockRejectedValue(new ApiError('permission-denied', 'Bạn cần mua khóa học để tiếp tục.'));
    renderPage('/training/my-course/l1');
    await user.click(await screen.findByRole('button', { name: 'Đánh dấu hoàn thành' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn cần mua khóa học để tiếp tục.');
    expect(screen.getByRole('button', { name: 'Đánh dấu hoàn thành' })).toBeEnabled();
  });

  it('moves with previous/next and remembers each lesson opened', async () => {
    const user = userEvent.setup();
    api.getCourse.mockResolvedValue(owned(['l1'], 'l1'));
    renderPage('/training/my-course/l1');
    await screen.findByRole('heading', { level: 2, name: 'Tìm vấn đề đáng giải' });
    expect(screen.queryByRole('link', { name: 'Bài trước' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Bài tiếp theo' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Phỏng vấn khách hàng' })).toBeInTheDocument();
    expect(api.openLesson).toHaveBeenLastCalledWith({ courseId: 'hoc-vien-creator', lessonId: 'l2' });
    expect(screen.getByRole('link', { name: 'Bài trước' })).toHaveAttribute('href', '/training/my-course/l1');
  });

  it('offers the quiz once every lesson is complete', async () => {
    api.getCourse.mockResolvedValue(owned(['l1', 'l2', 'l3'], 'l3'));
    renderPage('/training/my-course/l3');
    expect(await screen.findByRole('link', { name: 'Làm bài kiểm tra' })).toHaveAttribute(
      'href',
      '/training/quiz/hoc-vien-creator',
    );
    expect(bar()).toHaveAttribute('aria-valuenow', '3');
  });

  it('the outline drawer toggle says whether it is open, and Escape closes it', async () => {
    const user = userEvent.setup();
    api.getCourse.mockResolvedValue(owned(['l1'], 'l1'));
    renderPage('/training/my-course/l1');
    const toggle = await screen.findByRole('button', { name: 'Mục lục' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'course-outline');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('course-outline')).toHaveAttribute('data-open', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: /Dựng bản mẫu với AI/ }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dựng bản mẫu với AI' })).toBeInTheDocument();
  });
});

describe('MyCoursePage lesson videos', () => {
  const file = (name: string) => `https://api.example.vn/media/u1/${name}.mp4`;
  const withVideos = (urls: Record<string, string>) => ({
    ...owned([], 'l1'),
    lessons: anOwnedCourse().lessons.map((lesson) =>
      urls[lesson.id] ? { ...lesson, video: { url: urls[lesson.id], type: 'video/mp4', poster: null } } : lesson,
    ),
  });
  const player = (title: string) => screen.getByLabelText(`Video bài học: ${title}`) as HTMLVideoElement;
  const sourceOf = (video: HTMLVideoElement) => video.querySelector('source');

  const media = spyOnMediaElements();

  it('gives the next lesson a player of its own (a player keeps reading the file it started with)', async () => {
    const user = userEvent.setup();
    api.getCourse.mockResolvedValue(withVideos({ l1: file('one'), l2: file('two') }));
    renderPage('/training/my-course/l1');
    const first = await waitFor(() => player('Tìm vấn đề đáng giải'));
    expect(sourceOf(first)).toHaveAttribute('src', file('one'));
    await user.click(screen.getByRole('link', { name: 'Bài tiếp theo' }));
    const second = await waitFor(() => player('Phỏng vấn khách hàng'));
    expect(sourceOf(second)).toHaveAttribute('src', file('two'));
    expect(second).not.toBe(first);
    expect(first).not.toBeInTheDocument();
  });

  it('reads the course again when the video’s address stops playing, and carries on from the new one', async () => {
    const old = `${file('one')}?until=1000&sig=a`;
    const renewed = `${file('one')}?until=9000&sig=b`;
    api.getCourse.mockResolvedValueOnce(withVideos({ l1: old })).mockResolvedValue(withVideos({ l1: renewed }));
    renderPage('/training/my-course/l1');
    const video = await waitFor(() => player('Tìm vấn đề đáng giải'));
    // The learner was 75 s in, playing, when the next byte range was refused.
    const position = playbackPosition(video, 75);
    Object.defineProperty(video, 'paused', { configurable: true, get: () => false });
    fireEvent.error(video);

    await waitFor(() => expect(sourceOf(video)).toHaveAttribute('src', renewed));
    expect(api.getCourse).toHaveBeenCalledTimes(2);
    expect(player('Tìm vấn đề đáng giải')).toBe(video); // the same player, not a new one at 0:00
    expect(media.load).toHaveBeenCalledTimes(1);
    expect(media.play).toHaveBeenCalledTimes(1); // playing again at once: nothing is fetched before play
    position.seconds = 0;
    fireEvent(video, new Event('loadedmetadata'));
    expect(position.seconds).toBe(75);

    // An address that fails again is asked about once more, and no more: no loop against a broken file.
    fireEvent.error(sourceOf(video) as HTMLSourceElement);
    await waitFor(() => expect(api.getCourse).toHaveBeenCalledTimes(3));
    fireEvent.error(sourceOf(video) as HTMLSourceElement);
    await act(async () => {}); // whatever the error would start has started
    expect(api.getCourse).toHaveBeenCalledTimes(3);
    expect(media.load).toHaveBeenCalledTimes(1);
  });

  it('leaves a video that plays alone when the course brings a renewed address', async () => {
    const user = userEvent.setup();
    const renewed = `${file('one')}?until=9000&sig=b`;
    api.getCourse
      .mockResolvedValueOnce(withVideos({ l1: `${file('one')}?until=1000&sig=a` }))
      .mockResolvedValue(withVideos({ l1: renewed }));
    // Another reader of the course (a refetch on focus, say) brings the renewed address.
    function Reader() {
      const course = useAcademyCourse();
      return (
        <button type="button" onClick={() => void course.refetch()}>
          Đọc lại
        </button>
      );
    }
    renderAt(
      '/training/my-course/l1',
      <>
        <Reader />
        <Routes>
          <Route path="/training/my-course/*" element={<MyCoursePage />} />
        </Routes>
      </>,
      { user: aUser() },
    );
    const video = await waitFor(() => player('Tìm vấn đề đáng giải'));
    await user.click(screen.getByRole('button', { name: 'Đọc lại' }));
    await waitFor(() => expect(sourceOf(video)).toHaveAttribute('src', renewed));
    expect(player('Tìm vấn đề đáng giải')).toBe(video);
    expect(media.load).not.toHaveBeenCalled();
  });
});
