// Vietnamese text without its diacritics, for search, bank transfers and file names. One folding for the
// browser and the API, so a name typed in one is found by the other.

/**
 * Removes every tone and vowel mark ('Trợ lý' → 'Tro ly'), precomposed or combining, and đ → d, Đ → D, which
 * Unicode does not decompose. Case and spacing are kept.
 */
export function stripDiacritics(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/** The search key: accent- and case-insensitive, single spaces ('Trợ lý  Đọc ' → 'tro ly doc'). */
export function fold(value: string): string {
  return stripDiacritics(value).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A name as banks print and check it: capitals without diacritics, single spaces ('Trần Đức Minh' → 'TRAN DUC MINH'). */
export function bankHolderName(value: string): string {
  return stripDiacritics(value).replace(/\s+/g, ' ').trim().toUpperCase();
}
