import { indexForKey, indexForSwipe, step } from './galleryNavigation';

describe('gallery navigation', () => {
  it('wraps around at both ends', () => {
    expect(step(0, -1, 3)).toBe(2);
    expect(step(2, 1, 3)).toBe(0);
    expect(step(1, 1, 3)).toBe(2);
    expect(step(0, 1, 0)).toBe(0);
  });

  it('follows the arrows, Home and End, and leaves other keys alone', () => {
    expect(indexForKey('ArrowRight', 0, 4)).toBe(1);
    expect(indexForKey('ArrowLeft', 0, 4)).toBe(3);
    expect(indexForKey('Home', 3, 4)).toBe(0);
    expect(indexForKey('End', 0, 4)).toBe(3);
    expect(indexForKey('Enter', 1, 4)).toBeNull();
  });

  it('takes a swipe left as next, right as previous, and a short move as a tap', () => {
    expect(indexForSwipe(300, 200, 0, 3)).toBe(1);
    expect(indexForSwipe(100, 200, 0, 3)).toBe(2);
    expect(indexForSwipe(100, 120, 1, 3)).toBe(1);
  });
});
