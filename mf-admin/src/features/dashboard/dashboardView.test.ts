import { compare, compareConversion, conversion, conversionText } from './dashboardView';

describe('compare', () => {
  it('says up or down by the percentage of the previous value, one decimal at most', () => {
    expect(compare(150, 100, 30)).toEqual({ direction: 'up', text: 'Tăng 50% so với 30 ngày trước đó' });
    expect(compare(2, 3, 7)).toEqual({ direction: 'down', text: 'Giảm 33,3% so với 7 ngày trước đó' });
  });

  it('has no percentage from zero, and says when nothing changed', () => {
    expect(compare(5, 0, 30)).toEqual({ direction: 'up', text: 'Mới có trong kỳ này (30 ngày trước đó: 0)' });
    expect(compare(100, 100, 90)).toEqual({ direction: 'flat', text: 'Không đổi so với 90 ngày trước đó' });
  });

  it('measures a change from a negative value against its size', () => {
    expect(compare(-50, -100, 30)).toEqual({ direction: 'up', text: 'Tăng 50% so với 30 ngày trước đó' });
    expect(compare(-100, 0, 30)).toEqual({ direction: 'down', text: 'Giảm so với 30 ngày trước đó' });
  });
});

describe('conversion', () => {
  it('is paid / created as a percentage with one decimal, shown with the decimal comma', () => {
    expect(conversion({ created: 3, createdPaid: 1 })).toBe(33.3);
    expect(conversionText(conversion({ created: 3, createdPaid: 1 }))).toBe('33,3%');
    expect(conversionText(conversion({ created: 4, createdPaid: 2 }))).toBe('50,0%');
    expect(conversionText(conversion({ created: 7, createdPaid: 0 }))).toBe('0,0%');
  });

  it('is a dash when no order was created', () => {
    expect(conversion({ created: 0, createdPaid: 0 })).toBeNull();
    expect(conversionText(null)).toBe('—');
  });

  it('changes in percentage points, and cannot be compared without orders in both periods', () => {
    expect(compareConversion(50, 33.3, 30)).toEqual({
      direction: 'up',
      text: 'Tăng 16,7 điểm % so với 30 ngày trước đó',
    });
    expect(compareConversion(25, 50, 7)).toEqual({
      direction: 'down',
      text: 'Giảm 25,0 điểm % so với 7 ngày trước đó',
    });
    expect(compareConversion(50, 50, 7).direction).toBe('flat');
    expect(compareConversion(null, 50, 7)).toEqual({
      direction: 'flat',
      text: 'Không so sánh được với 7 ngày trước đó',
    });
    expect(compareConversion(50, null, 7).text).toBe('Không so sánh được với 7 ngày trước đó');
  });
});
