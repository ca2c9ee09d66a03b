import { maskAccount, maskBuyer } from './mask';

describe('maskBuyer', () => {
  it.each([
    ['Nguyễn Văn An', null, 'Nguyễn V. A.'],
    ['  trần   thị   bích ', null, 'trần T. B.'],
    ['Đặng Ánh', 'x@example.com', 'Đặng Á.'],
    ['Minh', 'minh@example.com', 'M.'],
    [null, 'lan.nguyen@example.com', 'l***@example.com'],
    ['   ', 'an@mail.vn', 'a***@mail.vn'],
    [null, null, 'Khách hàng'],
    [null, 'not-an-email', 'Khách hàng'],
  ])('%j / %j → %j', (name, email, expected) => {
    expect(maskBuyer(name, email, 'Khách hàng')).toBe(expected);
  });
});

describe('maskAccount', () => {
  it('keeps only the last 4 digits', () => {
    expect(maskAccount('0123456789')).toBe('••••••6789');
    expect(maskAccount('1234')).toBe('1234');
    expect(maskAccount('12345')).toBe('•2345');
  });
});
