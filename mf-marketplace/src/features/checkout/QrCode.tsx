import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';
import { checkoutMessages } from '@app/shared/messages/checkout';
import styles from './Checkout.module.css';

type Props = { payload: string; alt: string };

/** Draws the VietQR payload as a PNG in the browser (no outside QR service sees the payment details). */
export function QrCode({ payload, alt }: Props) {
  const [drawn, setDrawn] = useState<{ payload: string; src: string | null } | null>(null);

  useEffect(() => {
    let alive = true;
    toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 560 }).then(
      (src) => alive && setDrawn({ payload, src }),
      () => alive && setDrawn({ payload, src: null }),
    );
    return () => {
      alive = false;
    };
  }, [payload]);

  if (!drawn || drawn.payload !== payload) return <div className={styles.qrPlaceholder} aria-hidden="true" />;
  if (!drawn.src) return <p className={styles.qrError}>{checkoutMessages.checkout.qrFailed}</p>;
  return <img className={styles.qr} src={drawn.src} alt={alt} width={280} height={280} data-payload={payload} />;
}
