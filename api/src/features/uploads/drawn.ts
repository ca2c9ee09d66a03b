// Pictures drawn as SVG for sharp to render (colour from the product's id, an icon of its category, its title):
// the seeded products' covers and accounts' avatars (a fresh start shows real, distinct pictures without
// shipping image files), and the cover a product published without one gets. Pure: the same product always
// gives the same picture.
import { createHash } from 'node:crypto';

const WIDTH = 1280;
const HEIGHT = 720;

/** Text as SVG takes it. */
export const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Two hues from the id, far enough apart to make a visible gradient. */
function hues(id: string): [number, number] {
  const digest = createHash('sha256').update(id).digest();
  const first = ((digest[0] << 8) | digest[1]) % 360;
  return [first, (first + 40 + (digest[2] % 60)) % 360];
}

// Simple line icons in a 160×160 box, one per category, drawn in white.
const ICONS: Record<string, string> = {
  'viet-lach': '<rect x="30" y="14" width="100" height="132" rx="10"/><path d="M52 50h56M52 78h56M52 106h36"/>',
  'hinh-anh':
    '<rect x="14" y="30" width="132" height="100" rx="10"/><circle cx="56" cy="62" r="12"/><path d="M20 120l44-40 30 26 20-18 28 32"/>',
  'kinh-doanh':
    '<path d="M20 146h120"/><rect x="30" y="90" width="22" height="50"/><rect x="70" y="60" width="22" height="80"/><rect x="110" y="26" width="22" height="114"/>',
  'giao-duc': '<path d="M80 28l66 30-66 30-66-30z"/><path d="M40 72v40c20 18 60 18 80 0V72"/><path d="M146 58v44"/>',
  'lap-trinh': '<path d="M56 46l-36 34 36 34M104 46l36 34-36 34M90 30l-20 100"/>',
  'giai-tri':
    '<rect x="14" y="50" width="132" height="70" rx="35"/><path d="M48 70v30M33 85h30"/><circle cx="108" cy="78" r="6"/><circle cx="122" cy="94" r="6"/>',
};

/** The title in lines of at most `max` characters (words kept whole), at most three lines. */
export function wrapTitle(title: string, max = 22): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 3) return lines;
  return [
    ...lines.slice(0, 2),
    `${lines
      .slice(2)
      .join(' ')
      .slice(0, max - 1)}…`,
  ];
}

export function coverSvg(product: { id: string; title: string; categoryId: string }, categoryName: string): string {
  const [from, to] = hues(product.id);
  const lines = wrapTitle(product.title);
  const top = HEIGHT / 2 - ((lines.length - 1) * 84) / 2 + 40;
  const text = lines
    .map((line, i) => `<text x="96" y="${top + i * 84}" font-size="72" font-weight="700">${escape(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${from},62%,34%)"/><stop offset="1" stop-color="hsl(${to},70%,22%)"/>
</linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
<circle cx="1090" cy="170" r="260" fill="#ffffff" fill-opacity="0.07"/>
<circle cx="1180" cy="640" r="180" fill="#ffffff" fill-opacity="0.05"/>
<g transform="translate(1010 90)" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.9">${ICONS[product.categoryId] ?? ICONS['lap-trinh']}</g>
<g font-family="DejaVu Sans, Liberation Sans, sans-serif" fill="#ffffff">
<text x="96" y="130" font-size="34" font-weight="600" fill-opacity="0.85">${escape(categoryName.toUpperCase())}</text>
${text}
</g>
</svg>`;
}

/** A round-cornered square with the person's initials on a colour from their uid. */
export function avatarSvg(uid: string, name: string): string {
  const [from, to] = hues(uid);
  const words = name.trim().split(/\s+/);
  const initials = `${words[0]?.[0] ?? ''}${words.length > 1 ? words[words.length - 1][0] : ''}`.toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${from},55%,40%)"/><stop offset="1" stop-color="hsl(${to},60%,28%)"/>
</linearGradient></defs>
<rect width="512" height="512" fill="url(#g)"/>
<text x="256" y="300" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="190" font-weight="700" fill="#ffffff">${escape(initials)}</text>
</svg>`;
}
