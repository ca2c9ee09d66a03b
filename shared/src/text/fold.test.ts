import { bankHolderName, fold, stripDiacritics } from '@app/shared/text/fold';

// Every Vietnamese vowel with each of its tone marks (none, huyền, sắc, hỏi, ngã, nặng), lower and upper case.
const VOWELS: [plain: string, marked: string][] = [
  ['a', 'aàáảãạ'],
  ['a', 'ăằắẳẵặ'],
  ['a', 'âầấẩẫậ'],
  ['e', 'eèéẻẽẹ'],
  ['e', 'êềếểễệ'],
  ['i', 'iìíỉĩị'],
  ['o', 'oòóỏõọ'],
  ['o', 'ôồốổỗộ'],
  ['o', 'ơờớởỡợ'],
  ['u', 'uùúủũụ'],
  ['u', 'ưừứửữự'],
  ['y', 'yỳýỷỹỵ'],
];

describe('stripDiacritics', () => {
  it.each(VOWELS)('folds every tone of %s (%s), both cases', (plain, marked) => {
    expect(stripDiacritics(marked)).toBe(plain.repeat(6));
    expect(stripDiacritics(marked.toUpperCase())).toBe(plain.toUpperCase().repeat(6));
  });

  it('folds đ and Đ, which Unicode does not decompose', () => {
    expect(stripDiacritics('đĐ Đặng')).toBe('dD Dang');
  });

  it('folds combining marks as well as precomposed letters', () => {
    expect(stripDiacritics('Tro\u031B\u0323 ly\u0301')).toBe('Tro ly');
  });
});

describe('fold', () => {
  it('is the accent- and case-insensitive search key', () => {
    expect(fold('  Trợ lý   Đọc ')).toBe('tro ly doc');
  });
});

describe('bankHolderName', () => {
  it.each([
    ['Nguyễn Văn Đức', 'NGUYEN VAN DUC'],
    ['trương thị ưng ơn', 'TRUONG THI UNG ON'],
    ['ĐỖ  HỮU   Lộc', 'DO HUU LOC'],
    ['LE VAN A', 'LE VAN A'],
  ])('%p → %p', (name, folded) => {
    expect(bankHolderName(name)).toBe(folded);
  });
});
