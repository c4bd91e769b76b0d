import { writeFileSync } from "node:fs";
import QRCode from "qrcode";

/**
 * A video file for Chromium's fake camera (`--use-file-for-fake-video-capture`): a YUV4MPEG2 (Y4M) clip
 * whose every frame is the QR code of `text`, black modules on white with a quiet zone, so the page's
 * scanner reads it exactly as it would a printed table card held up to a phone.
 */
export function writeQrY4m(path: string, text: string, { width = 640, height = 480, frames = 5 } = {}) {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size } = qr.modules;
  const quiet = 4;
  const scale = Math.floor(Math.min(width, height) / (size + quiet * 2));
  if (scale < 2) throw new Error(`The QR code (${size} modules) does not fit ${width}×${height}`);
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);

  // Luma: studio-range white (235) everywhere, black (16) for dark modules; chroma neutral (128).
  const y = Buffer.alloc(width * height, 235);
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (!qr.modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        const offset = (top + row * scale + dy) * width + left + col * scale;
        y.fill(16, offset, offset + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), y, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
