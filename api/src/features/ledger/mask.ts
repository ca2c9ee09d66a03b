// What a creator may see of other people: a buyer's name shortened ('Nguyễn Văn An' → 'Nguyễn V. A.'), an
// e-mail reduced to its first letter and domain, and bank account numbers cut to their last 4 digits.

/** A buyer's name as shown on the creator's recent sales; `fallback` when nothing is known. */
export function maskBuyer(displayName: string | null, email: string | null, fallback: string): string {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 1) {
    const [first, ...rest] = words;
    return [first, ...rest.map((word) => `${[...word][0]?.toLocaleUpperCase('vi-VN')}.`)].join(' ');
  }
  // One word could be the whole given name: only its initial.
  if (words.length === 1) return `${[...words[0]][0]?.toLocaleUpperCase('vi-VN')}.`;
  const at = (email ?? '').lastIndexOf('@');
  if (at > 0) return `${[...(email as string)][0]}***${(email as string).slice(at)}`;
  return fallback;
}

/** '0123456789' → '••••••6789': enough for the owner to recognise the account, useless to anyone else. */
export function maskAccount(accountNumber: string): string {
  const chars = [...accountNumber];
  if (chars.length <= 4) return accountNumber;
  return `${'•'.repeat(chars.length - 4)}${chars.slice(-4).join('')}`;
}
