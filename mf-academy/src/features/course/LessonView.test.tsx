import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@app/shared/testing/apiMock';
import type { Lesson, LessonVideo } from '@app/shared/contracts/academy';
import { renderAt } from '@app/shared/testing/render';
import { lessons } from '../../testing/fixtures';
import { LessonView } from './LessonView';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

const video: LessonVideo = {
  url: 'https://api.example.vn/media/u1/0123456789abcdef.mp4',
  type: 'video/mp4',
  poster: {
    base: 'https://api.example.vn/media/u2/fedcba9876543210',
    width: 1280,
    height: 720,
    widths: [480, 960, 1280],
  },
};

const show = (lesson: Lesson) =>
  renderAt(
    '/training/my-course/l1',
    <LessonView
      lesson={lesson}
      index={0}
      total={3}
      previous={null}
      next={lessons[1]}
      done={false}
      completing={false}
      completeError={null}
      onComplete={() => undefined}
    />,
  );

describe('LessonView', () => {
  it('plays the lesson’s video above its text: named, nothing loaded before play, its 16:9 box reserved', async () => {
    const { container } = show({ ...lessons[0], video });
    const player = screen.getByLabelText('Video bài học: Tìm vấn đề đáng giải');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'none');
    expect(player).toHaveAttribute('playsinline');
    // The poster at about the width the player is shown, not the largest file.
    expect(player).toHaveAttribute('poster', `${video.poster?.base}-960.jpg`);
    expect([player.getAttribute('width'), player.getAttribute('height')]).toEqual(['1280', '720']);
    const source = player.querySelector('source');
    expect([source?.getAttribute('src'), source?.getAttribute('type')]).toEqual([video.url, 'video/mp4']);

    // Between the title and the text.
    const text = await screen.findByText('bài một');
    const title = screen.getByRole('heading', { level: 2, name: 'Tìm vấn đề đáng giải' });
    expect(title.compareDocumentPosition(player) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(player.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelectorAll('video')).toHaveLength(1);
  });

  it('shows no player for a lesson without a video (or from an API that does not say)', async () => {
    for (const lesson of [{ ...lessons[0], video: null }, lessons[0]]) {
      const { container, unmount } = show(lesson);
      expect(await screen.findByText('bài một')).toBeInTheDocument();
      expect(container.querySelector('video')).toBeNull();
      unmount();
    }
  });

  it('has no poster attribute when the video has none', () => {
    show({ ...lessons[0], video: { ...video, poster: null } });
    expect(screen.getByLabelText('Video bài học: Tìm vấn đề đáng giải')).not.toHaveAttribute('poster');
  });
});

describe('LessonView captions', () => {
  const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nXin chào.\n';
  let made: Blob[];
  beforeEach(() => {
    made = [];
    // jsdom has no blob addresses: each made one is named by its place in `made`.
    URL.createObjectURL = jest.fn((blob: Blob) => `blob:captions-${made.push(blob)}`);
    URL.revokeObjectURL = jest.fn();
  });

  it('gives the player the video’s captions, read from the API, from an address of the page', async () => {
    const api = mockApi({ getLessonCaptions: async () => ({ vtt: VTT }) });
    const { unmount } = show({ ...lessons[0], video: { ...video, captions: true } });
    const player = screen.getByLabelText('Video bài học: Tìm vấn đề đáng giải');
    await waitFor(() => expect(player.querySelector('track')).not.toBeNull());
    const track = player.querySelector('track');
    expect([track?.getAttribute('kind'), track?.getAttribute('srclang'), track?.getAttribute('label')]).toEqual([
      'captions',
      'vi',
      'Tiếng Việt',
    ]);
    expect(track?.getAttribute('src')).toBe('blob:captions-1');
    expect(api.getLessonCaptions).toHaveBeenCalledWith({ courseId: 'hoc-vien-creator', lessonId: lessons[0].id });
    expect(made[0].type).toBe('text/vtt');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(made[0]);
    });
    expect(text).toBe(VTT);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:captions-1');
  });

  it('asks for none when the video has none, and shows the video without them when they cannot be read', async () => {
    const api = mockApi({ getLessonCaptions: async () => Promise.reject(new Error('offline')) });
    const { unmount } = show({ ...lessons[0], video: { ...video, captions: false } });
    expect(await screen.findByText('bài một')).toBeInTheDocument();
    expect(api.getLessonCaptions).not.toHaveBeenCalled();
    unmount();
    show({ ...lessons[0], video: { ...video, captions: true } });
    await waitFor(() => expect(api.getLessonCaptions).toHaveBeenCalled());
    const player = screen.getByLabelText('Video bài học: Tìm vấn đề đáng giải');
    expect(player.querySelector('source')).not.toBeNull();
    expect(player.querySelector('track')).toBeNull();
  });
});
