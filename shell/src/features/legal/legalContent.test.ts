import { parseInline } from './legalContent';

describe('parseInline', () => {
  it('splits bold, code, a site link and the support address out of the plain text', () => {
    expect(parseInline('Chuyển **đúng số tiền** với `TT {mã}`, xem [Bảng giá](/pricing) hoặc gửi {email}.')).toEqual([
      { kind: 'text', text: 'Chuyển ' },
      { kind: 'strong', text: 'đúng số tiền' },
      { kind: 'text', text: ' với ' },
      { kind: 'code', text: 'TT {mã}' },
      { kind: 'text', text: ', xem ' },
      { kind: 'link', text: 'Bảng giá', to: '/pricing' },
      { kind: 'text', text: ' hoặc gửi ' },
      { kind: 'email' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves plain text as one run', () => {
    expect(parseInline('Không có gì đặc biệt.')).toEqual([{ kind: 'text', text: 'Không có gì đặc biệt.' }]);
  });
});
