/** Up to two letters for an avatar without a photo: first and last word of the name, else the e-mail. */
export function initials(user: { displayName?: string | null; email?: string | null }): string {
  const source = user.displayName?.trim() || user.email?.trim() || '?';
  const parts = source.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : source.slice(0, 2);
  return letters.toUpperCase();
}
