// How the product draws a QR code as SVG, in the page or in the API (the certificate's), so both give the same
// picture: error correction level M (a code still reads with some of it smudged or covered) and a quiet zone
// of 2 modules inside the picture, so it stays dark on light in both themes.
export const QR_SVG_OPTIONS = { type: 'svg', errorCorrectionLevel: 'M', margin: 2 } as const;
