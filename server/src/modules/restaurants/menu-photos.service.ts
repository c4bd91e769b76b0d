import type { ManagedMenuItem } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { notFound } from "../../platform/errors.js";
import type { RestaurantRow } from "./catalog.repository.js";
import { findItem } from "./menu-admin.repository.js";
import { toManagedItem } from "./menu-admin.service.js";
import { deleteIfUnused, hashOfUrl, insertVariants, lockItem, lockPhoto, photoUrl, setImageUrl } from "./menu-photos.repository.js";
import { modifierGroupsByItem } from "./modifiers.repository.js";
import { photoHash, photoVariants } from "./photo-image.js";

async function view(db: Db, item: Parameters<typeof toManagedItem>[0]): Promise<ManagedMenuItem> {
  const groups = await modifierGroupsByItem(db, [item.id]);
  return toManagedItem(item, groups.get(item.id) ?? []);
}

/** Photo locks in one order (by hash), so two swaps of the same two photos never wait on each other crosswise. */
async function lockPhotos(tx: Db, hashes: Array<string | null>) {
  for (const h of [...new Set(hashes.filter((x): x is string => x !== null))].sort()) await lockPhoto(tx, h);
}

/**
 * Gives a dish of the editor's restaurant its photo: the variants are made first (outside the transaction: the
 * resizing takes a few hundred milliseconds), then stored and named on the dish in one transaction; the photo it
 * had goes when no other dish names it.
 */
export async function setItemPhoto(db: Db, restaurant: RestaurantRow, itemId: string, bytes: Uint8Array): Promise<ManagedMenuItem> {
  if (!(await findItem(db, restaurant.id, itemId))) throw notFound("Dish not found");
  const variants = await photoVariants(bytes);
  const hash = photoHash(bytes);
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, restaurant.id, itemId);
    if (!item) throw notFound("Dish not found");
    const old = hashOfUrl(item.imageUrl);
    await lockPhotos(tx, [hash, old]);
    await insertVariants(tx, hash, variants);
    const saved = await setImageUrl(tx, restaurant.id, itemId, photoUrl(hash));
    if (old && old !== hash) await deleteIfUnused(tx, old);
    return view(tx, saved);
  });
}

/** Takes the photo off a dish (it shows the drawing of its kind again). */
export async function removeItemPhoto(db: Db, restaurant: RestaurantRow, itemId: string): Promise<ManagedMenuItem> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, restaurant.id, itemId);
    if (!item) throw notFound("Dish not found");
    const old = hashOfUrl(item.imageUrl);
    await lockPhotos(tx, [old]);
    const saved = await setImageUrl(tx, restaurant.id, itemId, null);
    if (old) await deleteIfUnused(tx, old);
    return view(tx, saved);
  });
}
