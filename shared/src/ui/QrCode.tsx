import { useEffect, useState } from 'react';
import { orderMessages } from '@app/shared/messages/orders';
import { QR_SVG_OPTIONS } from '@app/shared/qr';
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
  /** The code already drawn (an SVG document of `value`, from the API): shown at once, no library loaded. */
  svg?: string;
};

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * Draws `value` as a QR code in the browser (no outside QR service sees what it carries), as an SVG image:
 * building it is a few milliseconds, where encoding a PNG of the same code blocked a phone's main thread for
 * ~170 ms (the certificate page's TBT). The picture has its own white quiet zone, so the code stays
 * dark on light in both themes (banking apps need that). A code the API has drawn already (`svg`) is shown
 * as it is, with no library and no work on the page's main thread.
 */
export function QrCode({ svg, ...props }: Props) {
  if (svg) return <QrImage src={svgSource(svg)} value={props.value} label={props.label} size={props.size} />;
  return <DrawnQr {...props} />;
}

function DrawnQr({ value, label, size = 280, failedText = orderMessages.qrCode.failed }: Omit<Props, 'svg'>) {
  const [drawn, setDrawn] = useState<{ value: string; src: string | null } | null>(null);

  useEffect(() => {
    let alive = true;
    // The drawing library loads with the first code drawn, not with every page that could show one.
    import('qrcode')
      .then(({ toString }) => toString(value, QR_SVG_OPTIONS))
      .then(
        (code) => alive && setDrawn({ value, src: svgSource(code) }),
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
  return <QrImage src={drawn.src} value={value} label={label} size={size} />;
}

function QrImage({ src, value, label, size = 280 }: { src: string; value: string; label: string; size?: number }) {
  return (
    <img
      className={styles.qr}
      style={{ maxWidth: size }}
      src={src}
      alt={label}
      width={size}
      height={size}
      data-payload={value}
    />
  );
}
