import { sql } from "drizzle-orm";
import { boolean, check, customType, index, integer, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./identity.js";

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both are accepted as parameters. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Owned by the couriers module: one application per account, saved step by step (draft) and submitted
 * (applied), then approved or rejected by an executive. Bank details are only a token and the last four digits.
 */
export const courierApplications = pgTable(
  "courier_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 10 }).notNull().default("draft"),
    phone: varchar("phone", { length: 30 }),
    vehicle: varchar("vehicle", { length: 10 }),
    zones: jsonb("zones").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    bankAccountHolder: varchar("bank_account_holder", { length: 100 }),
    bankLast4: varchar("bank_last4", { length: 4 }),
    bankToken: varchar("bank_token", { length: 64 }),
    termsVersion: varchar("terms_version", { length: 20 }),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    rejectionReason: varchar("rejection_reason", { length: 500 }),
    /** Set for demo couriers: on shift now (dispatch work reads it later). */
    onShift: boolean("on_shift").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("courier_applications_user_idx").on(t.userId),
    index("courier_applications_status_idx").on(t.status, t.submittedAt),
    check("courier_applications_status_check", sql`${t.status} in ('draft', 'applied', 'approved', 'rejected')`),
    check("courier_applications_vehicle_check", sql`${t.vehicle} is null or ${t.vehicle} in ('bike', 'e-bike', 'scooter', 'car')`),
    check("courier_applications_rejection_check", sql`(${t.status} = 'rejected') = (${t.rejectionReason} is not null)`),
  ],
);

/**
 * The applicant's documents, bytes and all: the database is the one store every server process shares and the
 * backups already cover (a data directory is one process's; files beside it would not reach a second server).
 * One document per kind: uploading again replaces it.
 */
export const courierDocuments = pgTable(
  "courier_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id").notNull().references(() => courierApplications.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 20 }).notNull(),
    fileName: varchar("file_name", { length: 200 }).notNull(),
    contentType: varchar("content_type", { length: 40 }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("courier_documents_kind_idx").on(t.applicationId, t.kind),
    check("courier_documents_kind_check", sql`${t.kind} in ('id', 'right_to_work', 'vehicle_insurance')`),
    check("courier_documents_type_check", sql`${t.contentType} in ('image/jpeg', 'image/png', 'application/pdf')`),
    check("courier_documents_size_check", sql`${t.sizeBytes} > 0 and ${t.sizeBytes} <= 5242880 and octet_length(${t.content}) = ${t.sizeBytes}`),
  ],
);
