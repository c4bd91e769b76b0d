import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";

/**
 * The embedded database's buffer pool: 32 MB instead of Postgres' 128 MB. PGlite sets the whole pool up inside
 * its WebAssembly memory on every start, which was half a second of each cold start (1.39 s → 0.87 s for
 * PGlite.create on the seeded demo data dir, measured here); the demo database is ~40 MB on disk and the
 * operating system's page cache holds the rest. A deployment that outgrows this runs on DATABASE_URL.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

/** btree_gist lets reservation_tables' exclusion constraint compare table ids inside a GiST index. */
export const PGLITE_EXTENSIONS = { btree_gist };
