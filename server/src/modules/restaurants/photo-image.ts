import { createHash } from "node:crypto";
import { MENU_PHOTO_ASPECT, MENU_PHOTO_JPEG_WIDTH, MENU_PHOTO_TYPE_MESSAGE, MENU_PHOTO_WEBP_WIDTHS, type MenuPhotoVariant } from "@tavola/contracts";
import { AppError } from "../../platform/errors.js";

export type PhotoType = "image/jpeg" | "image/png" | "image/webp";

/**
 * What an upload really is, by its first bytes (the file's name and the browser's declared type are the sender's
 * word): JPEG FF D8 FF, PNG's 8-byte signature, WebP "RIFF" … "WEBP". Anything else is refused.
 */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  const at = (offset: number, sig: number[]) => bytes.length >= offset + sig.length && sig.every((b, i) => bytes[offset + i] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return "image/webp";
  return null;
}

/** The address part of a photo: the first 24 hex digits of the upload's SHA-256 (same bytes, same photo). */
export const photoHash = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 24);

export type PhotoVariantBytes = { variant: MenuPhotoVariant; contentType: string; content: Uint8Array };

/** A decompression bomb (a small file of a huge picture) is refused before it is decoded: 40 megapixels at most. */
const MAX_INPUT_PIXELS = 40_000_000;
const heightOf = (width: number) => Math.round((width * MENU_PHOTO_ASPECT.height) / MENU_PHOTO_ASPECT.width);

/**
 * The fixed variants of an upload: turned upright by its EXIF orientation, cropped to 4:3 around its most
 * interesting part, resized (never enlarged past the variant: a small photo is scaled up to fill the box so every
 * variant has its exact size), WebP at 160/480/960 px and a 480 px JPEG. sharp writes no metadata unless asked, so
 * EXIF (camera, GPS position), ICC and XMP are dropped. sharp (libvips, native) is loaded on the first upload.
 */
export async function photoVariants(bytes: Uint8Array): Promise<PhotoVariantBytes[]> {
  if (!sniffPhotoType(bytes)) throw new AppError("invalid", MENU_PHOTO_TYPE_MESSAGE, { file: [MENU_PHOTO_TYPE_MESSAGE] });
  const { default: sharp } = await import("sharp");
  const unreadable = () => new AppError("invalid", "The photo could not be read", { file: ["The photo could not be read"] });
  let meta: { width?: number | undefined; height?: number | undefined };
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new AppError("invalid", "The photo must be at most 40 megapixels", { file: ["The photo must be at most 40 megapixels"] });
  const base = (width: number) =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width, height: heightOf(width), fit: "cover", position: "attention" });
  try {
    const webps = await Promise.all(
      MENU_PHOTO_WEBP_WIDTHS.map(async (w) => ({ variant: `${w}.webp` as MenuPhotoVariant, contentType: "image/webp", content: await base(w).webp({ quality: 78 }).toBuffer() })),
    );
    const jpeg = await base(MENU_PHOTO_JPEG_WIDTH).flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    return [...webps, { variant: `${MENU_PHOTO_JPEG_WIDTH}.jpg` as MenuPhotoVariant, contentType: "image/jpeg", content: jpeg }];
  } catch {
    throw unreadable();
  }
}
