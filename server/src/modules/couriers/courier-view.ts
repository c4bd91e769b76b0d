import {
  COURIER_DOCUMENT_LABELS,
  requiredCourierDocuments,
  type CourierApplication,
  type CourierApplicationStatus,
  type CourierDocument,
  type CourierDocumentKind,
  type CourierDocumentType,
  type CourierVehicle,
  type CourierZone,
} from "@tavola/contracts";
import type { ApplicationRow, DocumentMeta } from "./couriers.repository.js";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toDocument = (d: DocumentMeta): CourierDocument => ({
  id: d.id,
  kind: d.kind as CourierDocumentKind,
  fileName: d.fileName,
  contentType: d.contentType as CourierDocumentType,
  sizeBytes: d.sizeBytes,
  uploadedAt: d.createdAt.toISOString(),
});

/** What a draft still lacks before it can be submitted, keyed by the wizard's field names. */
export function missingFields(row: ApplicationRow, documents: DocumentMeta[]): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  if (!row.phone) missing.phone = ["Phone number is required"];
  if (!row.vehicle) missing.vehicle = ["Choose a vehicle"];
  if (row.zones.length === 0) missing.zones = ["Choose at least one zone"];
  const have = new Set(documents.map((d) => d.kind));
  for (const kind of requiredCourierDocuments(row.vehicle as CourierVehicle | null)) {
    if (!have.has(kind)) missing[`documents.${kind}`] = [`Upload your ${COURIER_DOCUMENT_LABELS[kind].toLowerCase()}`];
  }
  if (!row.bankToken) missing.bank = ["Add the bank account your payouts go to"];
  if (!row.termsAcceptedAt) missing.acceptTerms = ["Accept the courier terms to continue"];
  return missing;
}

export function toApplication(
  row: ApplicationRow,
  documents: DocumentMeta[],
  user: { firstName: string | null; lastName: string | null; email: string | null },
): CourierApplication {
  const vehicle = row.vehicle as CourierVehicle | null;
  return {
    id: row.id,
    userId: row.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    status: row.status as CourierApplicationStatus,
    phone: row.phone,
    vehicle,
    zones: row.zones as CourierZone[],
    documents: documents.map(toDocument),
    requiredDocuments: requiredCourierDocuments(vehicle),
    bank: row.bankToken && row.bankLast4 ? { accountHolder: row.bankAccountHolder ?? "", last4: row.bankLast4 } : null,
    termsVersion: row.termsVersion,
    termsAcceptedAt: iso(row.termsAcceptedAt),
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
    rejectionReason: row.rejectionReason,
    missing: Object.values(missingFields(row, documents)).flat(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
