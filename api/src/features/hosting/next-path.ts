// Where /vercel-callback may continue to: a path on the apps' own origin, never another site. Browsers
// read '//host' and '/\host' as another host, and strip tabs and newlines before parsing, so those are
// refused outright rather than cleaned.
export function sameOriginPath(next: string | null | undefined): string | null {
  if (typeof next !== 'string' || next.length === 0) return null;
  if (!next.startsWith('/')) return null;
  if (next.startsWith('//') || next.includes('\\')) return null;
  // Control characters (C0, DEL, C1) anywhere.
  for (const char of next) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return null;
  }
  return next;
}
