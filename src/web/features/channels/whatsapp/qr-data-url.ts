import QRCode from 'qrcode';

/** The pairing code as a QR image (SVG in a data URL, which the CSP allows for images). */
export async function qrDataUrl(code: string) {
  const svg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
