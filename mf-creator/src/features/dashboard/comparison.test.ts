import { compare } from './comparison';

describe('compare', () => {
  it.each([
    [125, 100, 'up', 'Tăng 25% so với 30 ngày trước đó'],
    [90, 120, 'down', 'Giảm 25% so với 30 ngày trước đó'],
    [1, 3, 'down', 'Giảm 66,7% so với 30 ngày trước đó'],
    [100, 100, 'flat', 'Không đổi so với 30 ngày trước đó'],
    [0, 0, 'flat', 'Không đổi so với 30 ngày trước đó'],
    [50, 0, 'up', 'Mới có trong kỳ này (30 ngày trước đó: 0)'],
    [-20, 0, 'down', 'Giảm so với 30 ngày trước đó'],
    // A refund-heavy previous period: from −100 to 50 is a rise of 150%.
    [50, -100, 'up', 'Tăng 150% so với 30 ngày trước đó'],
  ])('%d against %d is %s: %s', (current, previous, direction, text) => {
    expect(compare(current, previous, 30)).toEqual({ direction, text });
  });
});
