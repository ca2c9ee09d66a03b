import { formatSize, videoState } from './lessonsView';

describe('lessonsView', () => {
  it('writes a size as the limits are written: KB under a megabyte, MB with one decimal above', () => {
    expect([formatSize(300), formatSize(190_339), formatSize(1024 * 1024), formatSize(12_345_678)]).toEqual([
      '1 KB',
      '186 KB',
      '1 MB',
      '11,8 MB',
    ]);
  });

  it('says what video a lesson has, or that it has none', () => {
    const video = { id: 'v', url: 'u', bytes: 2048, poster: null };
    expect(videoState({ ...video, type: 'video/webm' })).toBe('Có video · WebM · 2 KB');
    expect(videoState({ ...video, type: 'video/mp4' })).toBe('Có video · MP4 · 2 KB');
    expect(videoState(null)).toBe('Chưa có video');
  });
});
