import { z } from 'zod';
import { text, multilineText, strict } from './common';
import { findUnsafeText, isUnsafeText, parseInput, UNSAFE_TEXT_MESSAGE } from './input';

const schema = strict({ name: text('Tên', 20), bio: multilineText('Giới thiệu', 200), tags: z.array(z.string()) });

describe('the input gate (a control character is a 400, never a 500)', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['another C0 control', 'a\u0007b'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
  ])('refuses %s', (_what, value) => {
    expect(isUnsafeText(value)).toBe(true);
  });

  it('accepts ordinary text, Vietnamese, emoji (surrogate pairs), tab and line breaks', () => {
    for (const value of ['Nguyễn Thị Lan', '😀 vui', 'dòng 1\ndòng 2\r\n\tthụt'])
      expect(isUnsafeText(value)).toBe(false);
  });

  it('finds the unsafe string anywhere: a field, an array item, an unknown field, a key', () => {
    expect(findUnsafeText({ a: 'ok', b: ['x', 'y\u0000'] })).toEqual(['b', 1]);
    expect(findUnsafeText({ extra: { deep: '\u0000' } })).toEqual(['extra', 'deep']);
    expect(findUnsafeText({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(findUnsafeText([1, null, true, 'ok'])).toBeNull();
  });

  it('answers with the Vietnamese message and the path, before the contract', () => {
    const result = parseInput(schema, { name: 'Lan', bio: 'ok', tags: ['a\u0000'], unknown: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['tags', 0], message: UNSAFE_TEXT_MESSAGE }),
    ]);
  });

  it('then applies the contract: one-line fields refuse line breaks, multi-line fields keep them', () => {
    const oneLine = parseInput(schema, { name: 'Lan\nAnh', bio: 'ok', tags: [] });
    expect(oneLine.error?.issues[0]?.message).toBe('Tên chỉ được nằm trên một dòng.');
    const ok = parseInput(schema, { name: ' Lan ', bio: 'dòng 1\ndòng 2', tags: [] });
    expect(ok).toEqual({ success: true, data: { name: 'Lan', bio: 'dòng 1\ndòng 2', tags: [] } });
  });
});
