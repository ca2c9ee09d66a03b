import { fireEvent, render, screen } from '@testing-library/react';
import { playbackPosition, spyOnMediaElements } from '@app/shared/testing/media';
import { MediaVideo, posterUrl } from './MediaVideo';

const FILE = 'https://api.example.vn/media/u1/0123456789abcdef.mp4';
const video = (url: string) => ({ url, type: 'video/mp4' as const, poster: null });
const player = () => screen.getByLabelText('Video: Pong Neon') as HTMLVideoElement;

const media = spyOnMediaElements();

describe('MediaVideo', () => {
  it('is a named player with the browser’s controls, nothing loaded before play, its box reserved', () => {
    render(<MediaVideo video={video(FILE)} label="Video: Pong Neon" />);
    const element = player();
    expect(element).toHaveAttribute('controls');
    expect(element).toHaveAttribute('preload', 'none');
    expect([element.getAttribute('width'), element.getAttribute('height')]).toEqual(['1280', '720']);
    expect(element.querySelector('source')).toHaveAttribute('src', FILE);
  });

  it('is a new player for another file, the same one for a new address of the same file', () => {
    const { rerender } = render(<MediaVideo video={video(`${FILE}?until=1&sig=a`)} label="Video: Pong Neon" />);
    const first = player();
    rerender(<MediaVideo video={video(`${FILE}?until=2&sig=b`)} label="Video: Pong Neon" />);
    expect(player()).toBe(first);
    expect(media.load).not.toHaveBeenCalled(); // a player that still plays is never interrupted
    rerender(<MediaVideo video={video(FILE.replace('0123', '4567'))} label="Video: Pong Neon" />);
    expect(player()).not.toBe(first);
  });

  it('tells its owner which address failed, and loads the new one it is given where the viewer was', () => {
    const failed = jest.fn();
    const old = `${FILE}?until=1&sig=a`;
    const { rerender } = render(<MediaVideo video={video(old)} label="Video: Pong Neon" onAddressFailed={failed} />);
    const element = player();
    const position = playbackPosition(element, 42);
    fireEvent.error(element.querySelector('source') as HTMLSourceElement);
    expect(failed).toHaveBeenCalledWith(old);
    expect(media.load).not.toHaveBeenCalled();

    const renewed = `${FILE}?until=2&sig=b`;
    rerender(<MediaVideo video={video(renewed)} label="Video: Pong Neon" onAddressFailed={failed} />);
    expect(media.load).toHaveBeenCalledTimes(1);
    expect(media.play).not.toHaveBeenCalled(); // it was paused: it stays paused, at the same second once loaded
    position.seconds = 0;
    fireEvent(element, new Event('loadedmetadata'));
    expect(position.seconds).toBe(42);
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('without an owner to ask, a failed address is left to the browser’s own message', () => {
    render(<MediaVideo video={video(FILE)} label="Video: Pong Neon" />);
    fireEvent.error(player());
    expect(media.load).not.toHaveBeenCalled();
  });

  it('shows the poster’s JPEG at about the player’s width', () => {
    const poster = {
      base: 'https://api.example.vn/media/u2/fedcba9876543210',
      width: 1280,
      height: 720,
      widths: [480, 960, 1280],
    };
    expect(posterUrl(poster)).toBe(`${poster.base}-960.jpg`);
    expect(posterUrl(poster, 400)).toBe(`${poster.base}-480.jpg`);
    expect(posterUrl(null)).toBeUndefined();
  });
});
