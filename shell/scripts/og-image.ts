// Draws the brand's 1200×630 link-preview picture (shell/public/static/og-image.png): what Facebook, Zalo and
// X show for a page without a picture of its own. Run again after changing the brand's words or colours:
//   npx tsx shell/scripts/og-image.ts
// The PNG is committed, so building the shell needs neither sharp nor fonts.
import path from 'node:path';
import sharp from 'sharp';
import { commonMessages } from '@app/shared/messages/common';
import { academyLandingFrame, catalogFrame } from '@app/shared/messages/frames';

const WIDTH = 1200;
const HEIGHT = 630;
const out = path.join(__dirname, '..', 'public', 'static', 'og-image.png');

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The favicon's mark and gradient (indigo to teal), large; white text on the dark end passes contrast.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#312e81"/>
      <stop offset="1" stop-color="#0e4f5c"/>
    </linearGradient>
    <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#4f46e5"/>
      <stop offset="1" stop-color="#0e7490"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1060" cy="90" r="240" fill="#ffffff" opacity="0.05"/>
  <circle cx="1130" cy="560" r="170" fill="#ffffff" opacity="0.05"/>
  <rect x="96" y="120" width="152" height="152" rx="34" fill="url(#mark)" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>
  <text x="172" y="222" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff" text-anchor="middle">AI</text>
  <text x="96" y="392" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="96" font-weight="700" fill="#ffffff">${escape(commonMessages.brand)}</text>
  <text x="96" y="462" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="40" fill="#e0e7ff">${escape(catalogFrame.title)}</text>
  <text x="96" y="530" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="30" fill="#a5f3fc">${escape(academyLandingFrame.title)}</text>
</svg>`;

sharp(Buffer.from(svg))
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(out)
  .then((info) => console.log(`${out}: ${info.width}×${info.height}, ${info.size} bytes`));
