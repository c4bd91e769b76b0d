import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { CourierApplicationStatus, CourierDocumentKind, CourierVehicle, CourierZone } from "@tavola/contracts";
import { courierApplications, courierDocuments, users } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";

export type ApplicationRow = typeof courierApplications.$inferSelect;
export type ApplicationWithUser = ApplicationRow & { firstName: string | null; lastName: string | null; email: string | null };
/** A document without its bytes (lists and views never load them). */
export type DocumentMeta = Omit<typeof courierDocuments.$inferSelect, "content">;

const documentMeta = {
  id: courierDocuments.id,
  applicationId: courierDocuments.applicationId,
  kind: courierDocuments.kind,
  fileName: courierDocuments.fileName,
  contentType: courierDocuments.contentType,
  sizeBytes: courierDocuments.sizeBytes,
  createdAt: courierDocuments.createdAt,
};

export async function findApplicationOfUser(db: Db, userId: string, lock = false): Promise<ApplicationRow | null> {
  const query = db.select().from(courierApplications).where(eq(courierApplications.userId, userId));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function findApplication(db: Db, id: string, lock = false): Promise<ApplicationRow | null> {
  const query = db.select().from(courierApplications).where(eq(courierApplications.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The user's draft, created on the first save (a concurrent first save finds the other's row). */
export async function ensureApplication(db: Db, userId: string): Promise<ApplicationRow> {
  await db.insert(courierApplications).values({ userId }).onConflictDoNothing({ target: courierApplications.userId });
  const row = await findApplicationOfUser(db, userId, true);
  if (!row) throw new Error("courier application vanished after insert");
  return row;
}

export async function updateApplication(db: Db, id: string, values: Partial<typeof courierApplications.$inferInsert>): Promise<ApplicationRow> {
  const [row] = await db
    .update(courierApplications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courierApplications.id, id))
    .returning();
  if (!row) throw new Error("courier application vanished on update");
  return row;
}

export async function listDocumentMeta(db: Db, applicationId: string): Promise<DocumentMeta[]> {
  return db.select(documentMeta).from(courierDocuments).where(eq(courierDocuments.applicationId, applicationId)).orderBy(courierDocuments.kind);
}

/** Stores the document of its kind, replacing an earlier upload of the same kind. */
export async function upsertDocument(
  db: Db,
  row: { applicationId: string; kind: CourierDocumentKind; fileName: string; contentType: string; content: Uint8Array },
): Promise<DocumentMeta> {
  const values = { ...row, sizeBytes: row.content.byteLength };
  const [saved] = await db
    .insert(courierDocuments)
    .values(values)
    .onConflictDoUpdate({
      target: [courierDocuments.applicationId, courierDocuments.kind],
      set: { fileName: values.fileName, contentType: values.contentType, sizeBytes: values.sizeBytes, content: values.content, createdAt: new Date() },
    })
    .returning(documentMeta);
  if (!saved) throw new Error("courier document not saved");
  return saved;
}

export async function deleteDocument(db: Db, applicationId: string, kind: CourierDocumentKind): Promise<boolean> {
  const rows = await db
    .delete(courierDocuments)
    .where(and(eq(courierDocuments.applicationId, applicationId), eq(courierDocuments.kind, kind)))
    .returning({ id: courierDocuments.id });
  return rows.length > 0;
}

export async function findDocument(db: Db, applicationId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(courierDocuments)
    .where(and(eq(courierDocuments.applicationId, applicationId), eq(courierDocuments.id, documentId)));
  return row ?? null;
}

export async function findApplicationWithUser(db: Db, id: string): Promise<ApplicationWithUser | null> {
  const [row] = await db
    .select({ application: courierApplications, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(courierApplications)
    .innerJoin(users, eq(users.id, courierApplications.userId))
    .where(eq(courierApplications.id, id));
  return row ? { ...row.application, firstName: row.firstName, lastName: row.lastName, email: row.email } : null;
}

export type ApplicationFilter = {
  status?: CourierApplicationStatus;
  vehicle?: CourierVehicle;
  zone?: CourierZone;
  q?: string;
  page: number;
  pageSize: number;
};

/**
 * The review queue: submitted applications first-come first-served (oldest submission first); drafts only when
 * asked for by status. Each row carries its document count.
 */
export async function listApplications(db: Db, filter: ApplicationFilter) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(courierApplications.status, filter.status));
  else conditions.push(sql`${courierApplications.status} <> 'draft'`);
  if (filter.vehicle) conditions.push(eq(courierApplications.vehicle, filter.vehicle));
  if (filter.zone) conditions.push(sql`${courierApplications.zones} @> ${JSON.stringify([filter.zone])}::jsonb`);
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(users.email, like), ilike(users.firstName, like), ilike(users.lastName, like));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const documentCount = sql<number>`(select count(*)::int from ${courierDocuments} d where d.application_id = ${courierApplications.id})`;
  const rows = await db
    .select({
      application: courierApplications,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      documentCount,
    })
    .from(courierApplications)
    .innerJoin(users, eq(users.id, courierApplications.userId))
    .where(where)
    .orderBy(sql`${courierApplications.status} = 'applied' desc`, courierApplications.submittedAt, desc(courierApplications.updatedAt))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(courierApplications)
    .innerJoin(users, eq(users.id, courierApplications.userId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
