import { BOM, csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\r\nbreak', '"line\r\nbreak"'],
    [' padded', '" padded"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+84 912', "'+84 912"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('%p → %p', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves numbers, negative ones included, as numbers', () => {
    expect(csvCell(-90_000)).toBe('-90000');
  });
});

describe('toCsv', () => {
  it('starts with the byte-order mark and ends every row, the last included, with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 'x,y'],
      ]),
    ).toBe(`${BOM}a,b\r\n1,"x,y"\r\n`);
  });

  it('is only the byte-order mark without rows', () => {
    expect(toCsv([])).toBe(BOM);
  });
});
