import { useEffect, useState } from 'react';
import { orderMessages } from '@app/shared/messages/orders';
import styles from './QrCode.module.css';

type Props = {
  /** The text the code carries (a VietQR payload, a certificate address…). */
  value: string;
  /** What the code is, read out as the image's accessible name. */
  label: string;
  /** Displayed width and height in CSS pixels (the picture is a vector: sharp at any screen density). */
  size?: number;
  /** Shown instead of the picture when it cannot be drawn; a generic sentence by default. */
  failedText?: string;
};

/**
 * Draws `value` as a QR code in the browser (no outside QR service sees what it carries), as an SVG image:
 * building it is a few milliseconds, where encoding a PNG of the same code blocked a phone's main thread for
 * ~170 ms (the certificate page's TBT). The picture has its own white quiet zone, so the code stays
 * dark on light in both themes (banking apps need that).
 */
export function QrCode({ value, label, size = 280, failedText = orderMessages.qrCode.failed }: Props) {
  const [drawn, setDrawn] = useState<{ value: string; src: string | null } | null>(null);

  useEffect(() => {
    let alive = true;
    // The drawing library loads with the first code drawn, not with every page that could show one.
    import('qrcode')
      .then(({ toString }) => toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then(
        (svg) => alive && setDrawn({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
        () => alive && setDrawn({ value, src: null }),
      );
    return () => {
      alive = false;
    };
  }, [value, size]);

  const box = { maxWidth: size };
  if (!drawn || drawn.value !== value) {
    return <div className={styles.placeholder} style={box} aria-hidden="true" data-testid="qr-placeholder" />;
  }
  if (!drawn.src) return <p className={styles.error}>{failedText}</p>;
  return (
    <img
      className={styles.qr}
      style={box}
      src={drawn.src}
      alt={label}
      width={size}
      height={size}
      data-payload={value}
    />
  );
}
