import qrcode from 'qrcode-generator';
import { registerPath } from '../../../app/paths.ts';

/** The link a QR code carries: sign-up with the invite code filled in. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/#${registerPath()}&inviteCode=${encodeURIComponent(code)}`;
}

/** A QR code as a PNG data URL (drawn on a canvas, 8 px per module, white margin). */
export function qrDataUrl(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const cells = qr.getModuleCount();
  const scale = 8;
  const margin = 4 * scale;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = cells * scale + margin * 2;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#0f141a';
  for (let row = 0; row < cells; row++)
    for (let col = 0; col < cells; col++)
      if (qr.isDark(row, col)) context.fillRect(margin + col * scale, margin + row * scale, scale, scale);
  return canvas.toDataURL('image/png');
}
