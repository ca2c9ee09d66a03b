// Reads a page's head tags back as a crawler does, for the tests of the page server and the browser journeys:
// a quoted attribute ends at its first `"`, an element's text at its first `<`, a script at its first `</script>`,
// so a value the server failed to escape shows as a wrong value here.

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
export const unescapeHtml = (value: string) => value.replace(/&(?:quot|#39|lt|gt|amp);/g, (e) => ENTITIES[e]);

/** The content of `<meta name|property="{key}" content="…" />`. */
export function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html);
  return match ? unescapeHtml(match[1]) : undefined;
}

export function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match ? unescapeHtml(match[1]) : undefined;
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
}

/** The page's JSON-LD, parsed; undefined when it has none. */
export function structuredDataOf(html: string): Record<string, unknown> | undefined {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]) as Record<string, unknown>) : undefined;
}
