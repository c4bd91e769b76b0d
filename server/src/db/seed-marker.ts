import { eq } from "drizzle-orm";
import type { Db } from "../platform/database.js";
import { appMeta } from "./schema/index.js";

/**
 * Seeds one part of the demo once per data directory, under its own `app_meta` marker written in the same
 * transaction as the rows: a restart seeds nothing twice, and of two processes starting together only the one whose
 * marker insert wins writes. A part added later (catering pipeline, couriers) reaches directories seeded before it.
 * Every start asks once, outside a transaction; only a directory without the marker goes on. True when it wrote.
 */
export async function seedOnce(db: Db, key: string, version: string, write: (tx: Db) => Promise<void>): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, key));
  if (done) return false;
  return db.transaction(async (tx) => {
    const marker = await tx.insert(appMeta).values({ key, value: version }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;
    await write(tx);
    return true;
  });
}
