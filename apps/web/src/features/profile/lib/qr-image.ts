import { useEffect, useState } from 'react';

/**
 * The QR code of `text` as a PNG data URL (undefined while it is drawn). The QR library loads only
 * when someone sets up two-step sign-in.
 */
export function useQrImage(text: string): string | undefined {
  const [image, setImage] = useState<{ text: string; url: string }>();
  useEffect(() => {
    let live = true;
    void import('qrcode').then(async ({ toDataURL }) => {
      const url = await toDataURL(text, { margin: 1, width: 208, errorCorrectionLevel: 'M' });
      if (live) setImage({ text, url });
    });
    return () => {
      live = false;
    };
  }, [text]);
  return image?.text === text ? image.url : undefined;
}

/** A base32 secret in groups of four, as people type it into an app. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;
