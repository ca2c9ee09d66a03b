/**
 * `next` from the API, kept only when it is a path on this site: '/creator/products' yes;
 * 'https://evil.example', '//evil.example', '/\\evil.example' or 'javascript:…' never (an open redirect).
 */
export function sameOriginPath(next: string | null | undefined, origin = window.location.origin): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next)) return null;
  try {
    const url = new URL(next, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
