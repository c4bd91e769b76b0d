import { randomBytes } from "node:crypto";
import type {
  CourierApplication,
  CourierBankStep,
  CourierDocumentKind,
  CourierReview,
  CourierTermsStep,
  CourierVehicleStep,
} from "@tavola/contracts";
import { COURIER_DOCUMENT_LABELS, DOCUMENT_TYPE_MESSAGE } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { findUserById, grantCourierRole } from "../auth/index.js";
import {
  deleteDocument,
  ensureApplication,
  findApplication,
  findApplicationOfUser,
  listDocumentMeta,
  updateApplication,
  upsertDocument,
  type ApplicationRow,
} from "./couriers.repository.js";
import { cleanFileName, sniffDocumentType } from "./document-type.js";
import { missingFields, toApplication } from "./courier-view.js";
import { recordAudit } from "../admin/index.js";

async function viewOf(db: Db, row: ApplicationRow): Promise<CourierApplication> {
  const [documents, user] = await Promise.all([listDocumentMeta(db, row.id), findUserById(db, row.userId)]);
  return toApplication(row, documents, {
    firstName: user?.firstName ?? null,
    lastName: user?.lastName ?? null,
    email: user?.email ?? null,
  });
}

export async function getMyApplication(db: Db, userId: string): Promise<CourierApplication | null> {
  const row = await findApplicationOfUser(db, userId);
  return row ? viewOf(db, row) : null;
}

/**
 * Runs one step's change on the user's own draft, locked. A submitted or approved application cannot change (409);
 * a rejected one can, and editing it makes it a draft again (to be resubmitted).
 */
async function editDraft(db: Db, userId: string, change: (tx: Db, row: ApplicationRow) => Promise<ApplicationRow | void>) {
  return db.transaction(async (tx) => {
    const row = await ensureApplication(tx, userId);
    if (row.status === "applied") throw new AppError("conflict", "Your application is being reviewed and cannot be changed");
    if (row.status === "approved") throw new AppError("conflict", "Your application is already approved");
    const reopened = row.status === "rejected" ? await updateApplication(tx, row.id, { status: "draft", rejectionReason: null }) : row;
    const changed = (await change(tx, reopened)) ?? (await updateApplication(tx, reopened.id, {}));
    return viewOf(tx, changed);
  });
}

export const saveVehicleStep = (db: Db, userId: string, step: CourierVehicleStep) =>
  editDraft(db, userId, (tx, row) => updateApplication(tx, row.id, { phone: step.phone.trim(), vehicle: step.vehicle, zones: [...new Set(step.zones)] }));

/**
 * The account number is used here and dropped: the application keeps the holder, the last four digits and a random
 * token standing for the account (a payout provider's token in production). A hash would not do: account numbers
 * are short enough to recover from one.
 */
export const saveBankStep = (db: Db, userId: string, step: CourierBankStep) =>
  editDraft(db, userId, (tx, row) =>
    updateApplication(tx, row.id, {
      bankAccountHolder: step.accountHolder.trim(),
      bankLast4: step.accountNumber.slice(-4),
      bankToken: `btok_${randomBytes(18).toString("base64url")}`,
    }),
  );

export const saveTermsStep = (db: Db, userId: string, step: CourierTermsStep) =>
  editDraft(db, userId, (tx, row) => updateApplication(tx, row.id, { termsVersion: step.termsVersion, termsAcceptedAt: new Date() }));

export function saveDocument(db: Db, userId: string, kind: CourierDocumentKind, file: { fileName?: string; bytes: Uint8Array }) {
  const contentType = sniffDocumentType(file.bytes);
  if (!contentType) throw new AppError("invalid", DOCUMENT_TYPE_MESSAGE, { file: [DOCUMENT_TYPE_MESSAGE] });
  return editDraft(db, userId, async (tx, row) => {
    await upsertDocument(tx, { applicationId: row.id, kind, fileName: cleanFileName(file.fileName), contentType, content: file.bytes });
  });
}

export const removeDocument = (db: Db, userId: string, kind: CourierDocumentKind) =>
  editDraft(db, userId, async (tx, row) => {
    if (!(await deleteDocument(tx, row.id, kind))) throw notFound(`No ${COURIER_DOCUMENT_LABELS[kind].toLowerCase()} uploaded`);
  });

/** draft → applied, when every step is complete (400 naming what is missing otherwise). */
export function submitApplication(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    const row = await findApplicationOfUser(tx, userId, true);
    if (!row) throw new AppError("invalid", "Complete the steps before submitting", { vehicle: ["Choose a vehicle"] });
    if (row.status === "applied" || row.status === "approved") throw new AppError("conflict", "Your application is already submitted");
    const missing = missingFields(row, await listDocumentMeta(tx, row.id));
    if (Object.keys(missing).length > 0) throw new AppError("invalid", "Complete the steps before submitting", missing);
    const submitted = await updateApplication(tx, row.id, { status: "applied", submittedAt: new Date(), rejectionReason: null });
    return viewOf(tx, submitted);
  });
}

/**
 * applied → approved (the account becomes a courier, in the same transaction) or rejected with its reason. The row
 * is locked, so two executives deciding at once get one decision and a 409.
 */
export function reviewApplication(db: Db, reviewerId: string, id: string, review: CourierReview) {
  return db.transaction(async (tx) => {
    const row = await findApplication(tx, id, true);
    if (!row) throw notFound("No such courier application");
    if (row.status !== "applied") throw new AppError("conflict", `This application is ${row.status}, not waiting for review`);
    const decided =
      review.decision === "approve"
        ? await updateApplication(tx, id, { status: "approved", reviewedAt: new Date(), reviewedBy: reviewerId })
        : await updateApplication(tx, id, { status: "rejected", reviewedAt: new Date(), reviewedBy: reviewerId, rejectionReason: review.reason.trim() });
    if (review.decision === "approve") await grantCourierRole(tx, row.userId);
    await recordAudit(tx, {
      actorId: reviewerId,
      action: "courier.application_reviewed",
      targetType: "courier_application",
      targetId: id,
      before: { status: row.status },
      after: { status: review.decision === "approve" ? "approved" : "rejected", ...(review.decision === "approve" ? { roleGranted: "courier" } : {}) },
      reason: review.decision === "reject" ? review.reason.trim() : null,
    });
    return viewOf(tx, decided);
  });
}
