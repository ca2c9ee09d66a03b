import { parseVndInput } from '@app/shared/money/amount';

describe('parseVndInput', () => {
  it.each([
    ['200000', 200_000],
    ['200.000', 200_000],
    ['1.500.000', 1_500_000],
    ['200 000', 200_000],
    ['  0 ', 0],
  ])('reads %p as %p đồng', (raw, amount) => {
    expect(parseVndInput(raw)).toEqual({ ok: true, amount });
  });

  it.each(['200.5', '1,5', '20.00', '-5', '2e5', 'abc', '200k', '99999999999999999999'])('refuses %p', (raw) => {
    expect(parseVndInput(raw)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('says when nothing was typed', () => {
    expect(parseVndInput('   ')).toEqual({ ok: false, reason: 'empty' });
  });
});
