import { z } from "zod";

/**
 * Dish photos (issue 19): the owner uploads one picture per dish; the server keeps fixed variants of it, cropped
 * to 4:3, and serves them at content-hashed addresses (`/api/menu-photos/<hash>/<variant>`) that never change.
 */
export const MENU_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const MENU_PHOTO_TOO_LARGE_MESSAGE = "The photo must be at most 8 MB";
export const MENU_PHOTO_TYPE_MESSAGE = "The photo must be a JPEG, PNG or WebP image";
/** Every variant is this shape, so a page reserves the space before the picture arrives (no layout shift). */
export const MENU_PHOTO_ASPECT = { width: 4, height: 3 } as const;
export const MENU_PHOTO_WEBP_WIDTHS = [160, 480, 960] as const;
/** The JPEG for browsers without WebP. */
export const MENU_PHOTO_JPEG_WIDTH = 480;
export const MENU_PHOTO_VARIANTS = ["160.webp", "480.webp", "960.webp", "480.jpg"] as const;
export type MenuPhotoVariant = (typeof MENU_PHOTO_VARIANTS)[number];

export const menuPhotoParamsSchema = z.object({
  hash: z.string().max(24, { error: "Photo not found" }).regex(/^[0-9a-f]{24}$/, { error: "Photo not found" }),
  variant: z.enum(MENU_PHOTO_VARIANTS, { error: "Photo not found" }),
});

export const menuPhotoAnswerSchema = z.object({ imageUrl: z.string().nullable() });
export type MenuPhotoAnswer = z.infer<typeof menuPhotoAnswerSchema>;
