import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/database.js";
import { menuItems, menuPhotoVariants } from "../../db/schema/index.js";
import type { PhotoVariantBytes } from "./photo-image.js";

export const PHOTO_PATH = "/api/menu-photos/";
export const photoUrl = (hash: string) => `${PHOTO_PATH}${hash}/480.jpg`;
/** The hash in a dish's `image_url` when it names an uploaded photo (seeded illustrations are not). */
export const hashOfUrl = (url: string | null) => (url?.startsWith(PHOTO_PATH) ? url.slice(PHOTO_PATH.length, PHOTO_PATH.length + 24) : null);

/** Writers of one photo take turns, so a photo being given to a dish is never deleted as unused meanwhile. */
export const lockPhoto = (tx: Db, hash: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`menu-photo:${hash}`}))`);

export async function lockItem(tx: Db, restaurantId: string, itemId: string) {
  const [row] = await tx.select().from(menuItems).where(and(eq(menuItems.id, itemId), eq(menuItems.restaurantId, restaurantId))).for("update");
  return row ?? null;
}

export async function insertVariants(tx: Db, hash: string, variants: readonly PhotoVariantBytes[]) {
  await tx
    .insert(menuPhotoVariants)
    .values(variants.map((v) => ({ hash, variant: v.variant, contentType: v.contentType, sizeBytes: v.content.byteLength, content: v.content })))
    .onConflictDoNothing();
}

export async function setImageUrl(tx: Db, restaurantId: string, itemId: string, imageUrl: string | null) {
  const [row] = await tx.update(menuItems).set({ imageUrl }).where(and(eq(menuItems.id, itemId), eq(menuItems.restaurantId, restaurantId))).returning();
  return row!;
}

/** Deletes a photo's variants once no dish names it (the same upload may be on several dishes). */
export async function deleteIfUnused(tx: Db, hash: string) {
  await tx.execute(sql`
    delete from menu_photo_variants
     where hash = ${hash}
       and not exists (select 1 from menu_items where image_url like ${`${PHOTO_PATH}${hash}/%`})`);
}

export async function findVariant(db: Db, hash: string, variant: string) {
  const [row] = await db.select().from(menuPhotoVariants).where(and(eq(menuPhotoVariants.hash, hash), eq(menuPhotoVariants.variant, variant)));
  return row ?? null;
}
