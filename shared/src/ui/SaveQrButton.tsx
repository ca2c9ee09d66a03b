import { useState } from 'react';
import { orderMessages } from '@app/shared/messages/orders';
import { Button } from '@app/shared/ui/Button';
import { FormError } from '@app/shared/ui/Field';

const t = orderMessages.checkout;

type Props = {
  /** What the code carries (the VietQR payload). */
  value: string;
  /** The file's name, e.g. ma-qr-thanh-toan-ABCDEFGHJK.png. */
  fileName: string;
};

/**
 * "Lưu mã QR": saves the code as a PNG file, which a banking app can open from the phone's photos (it does
 * not read the SVG drawn on the page). Encoded when asked, not with the page: a PNG costs a phone's main
 * thread far more than the SVG (see QrCode).
 */
export function SaveQrButton({ value, fileName }: Props) {
  const [failed, setFailed] = useState(false);
  const save = async () => {
    try {
      const { toDataURL } = await import('qrcode');
      // Large and with a wide quiet zone: a scanner reads it from the photo whatever the phone scales it to.
      const url = await toDataURL(value, { type: 'image/png', errorCorrectionLevel: 'M', margin: 4, width: 720 });
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void save()}>
        {t.saveQr}
      </Button>
      <FormError message={failed ? t.saveQrFailed : null} />
    </>
  );
}
