import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalleryImage } from '@app/shared/contracts/media';
import { Gallery } from './Gallery';

const image = (id: string, caption: string, width = 960, height = 540): GalleryImage => ({
  id,
  caption,
  base: `https://api.example.vn/media/${id}/0123456789abcdef`,
  width,
  height,
  widths: [480, width],
});
const images = [image('a', 'Màn hình chính'), image('b', 'Kết quả'), image('c', 'Cài đặt', 600, 800)];
const shown = () =>
  screen.getByRole('region', { name: 'Ảnh sản phẩm' }).querySelector('figure img') as HTMLImageElement;

describe('Gallery', () => {
  it('shows one picture at a time, its caption as alt text, in AVIF, WebP and JPEG with its box reserved', () => {
    render(<Gallery images={images} />);
    expect(shown()).toHaveAttribute('alt', 'Màn hình chính');
    expect(shown()).toHaveAttribute('width', '960');
    expect(shown()).toHaveAttribute('height', '540');
    expect(shown()).toHaveAttribute('loading', 'lazy');
    const sources = Array.from(shown().closest('picture')!.querySelectorAll('source'));
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('srcset')).toBe(
      'https://api.example.vn/media/a/0123456789abcdef-480.avif 480w, https://api.example.vn/media/a/0123456789abcdef-960.avif 960w',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Ảnh 1 trên 3');
  });

  it('moves with the buttons, the arrow keys, Home and End, and the thumbnails', async () => {
    const user = userEvent.setup();
    render(<Gallery images={images} />);
    await user.click(screen.getByRole('button', { name: /Ảnh sau/ }));
    expect(shown()).toHaveAttribute('alt', 'Kết quả');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('alt', 'Cài đặt');
    expect(shown()).toHaveAttribute('width', '600');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('alt', 'Màn hình chính');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('alt', 'Cài đặt');
    await user.keyboard('{Home}');
    expect(screen.getByRole('status')).toHaveTextContent('Ảnh 1 trên 3');
    await user.keyboard('{End}');
    expect(screen.getByRole('status')).toHaveTextContent('Ảnh 3 trên 3');
    await user.click(screen.getByRole('button', { name: 'Xem ảnh 2' }));
    expect(shown()).toHaveAttribute('alt', 'Kết quả');
    expect(screen.getByRole('button', { name: 'Xem ảnh 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('follows a swipe on the picture', () => {
    render(<Gallery images={images} />);
    const figure = shown().closest('figure')!;
    // jsdom has no PointerEvent: a mouse event of the pointer's type carries the position.
    fireEvent(figure, new MouseEvent('pointerdown', { bubbles: true, clientX: 300 }));
    fireEvent(figure, new MouseEvent('pointerup', { bubbles: true, clientX: 120 }));
    expect(shown()).toHaveAttribute('alt', 'Kết quả');
  });

  it('shows nothing without pictures, and no controls for one', () => {
    const { container, rerender } = render(<Gallery images={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Gallery images={[images[0]]} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
