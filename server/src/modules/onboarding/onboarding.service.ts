import {
  ONBOARDING_STEP_IDS,
  ONBOARDING_STEP_SCHEMAS,
  ONBOARDING_STEP_TITLES,
  restaurantApplicationDataSchema,
  type OnboardingStepId,
  type RestaurantApplication,
  type RestaurantApplicationData,
  type RestaurantReview,
} from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import type { AppDeps } from "../../platform/deps.js";
import { AppError, notFound } from "../../platform/errors.js";
import { grantRestaurantOwnerRole } from "../auth/index.js";
import { issueTableCards } from "../dine-in/index.js";
import { enqueueMail } from "../mail/index.js";
import { createBookingPolicy } from "../reservations/index.js";
import { createRestaurantFromApplication } from "../restaurants/index.js";
import { toApplicationView } from "./application-view.js";
import { ensureApplication, findApplicationById, findApplicationOfOwner, saveStepData, updateApplication } from "./applications.repository.js";
import { decisionMail } from "./decision-mail.js";

export async function getMyApplication(db: Db, ownerId: string): Promise<RestaurantApplication | null> {
  const row = await findApplicationOfOwner(db, ownerId);
  return row ? toApplicationView(row) : null;
}

/**
 * Saves one step of the owner's draft (already validated by the step's own schema in the route). A submitted or
 * approved application cannot change (409); one sent back for changes, or rejected, can — and is a draft again.
 */
export function saveStep(db: Db, ownerId: string, step: OnboardingStepId, value: unknown): Promise<RestaurantApplication> {
  return db.transaction(async (tx) => {
    const row = await ensureApplication(tx, ownerId);
    if (row.status === "submitted") throw new AppError("conflict", "Your application is being reviewed and cannot be changed");
    if (row.status === "approved") throw new AppError("conflict", "Your restaurant is already approved");
    if (row.status !== "draft") await updateApplication(tx, row.id, { status: "draft" });
    await saveStepData(tx, row.id, step, value);
    return toApplicationView((await findApplicationById(tx, row.id))!);
  });
}

/** The draft's parts merged and checked whole; a 400 naming each missing step's fields otherwise. */
function completeData(data: Record<string, unknown>): RestaurantApplicationData {
  const missing = ONBOARDING_STEP_IDS.filter((s) => !(s in data));
  if (missing.length > 0) {
    const message = `Complete ${missing.map((s) => ONBOARDING_STEP_TITLES[s]).join(", ")} before submitting`;
    throw new AppError("invalid", message, Object.fromEntries(missing.map((s) => [s, [`Complete ${ONBOARDING_STEP_TITLES[s]}`]])));
  }
  // Each part is re-checked with its own schema (a part saved by an older version of the wizard is checked again).
  const merged = Object.assign({}, ...ONBOARDING_STEP_IDS.map((s) => ONBOARDING_STEP_SCHEMAS[s].parse(data[s])));
  return restaurantApplicationDataSchema.parse(merged);
}

/** draft → submitted, when every step is saved and valid. */
export function submitApplication(db: Db, ownerId: string): Promise<RestaurantApplication> {
  return db.transaction(async (tx) => {
    const row = await findApplicationOfOwner(tx, ownerId, true);
    if (!row) throw new AppError("invalid", "Complete the steps before submitting", { info: ["Complete Restaurant Information"] });
    if (row.status === "submitted" || row.status === "approved") throw new AppError("conflict", "Your application is already submitted");
    completeData(row.data);
    await updateApplication(tx, row.id, { status: "submitted", submittedAt: new Date() });
    return toApplicationView((await findApplicationById(tx, row.id))!);
  });
}

const WEEKDAY_KEYS = { monday: "mon", tuesday: "tue", wednesday: "wed", thursday: "thu", friday: "fri", saturday: "sat", sunday: "sun" } as const;

/**
 * An executive's decision on a submitted application, under the row's lock (two decisions at once: one wins, the
 * other gets 409). Approve creates the live restaurant (listed, orderable, bookable, its tables' QR cards), makes
 * the owner a restaurant_owner; ask for changes sends it back with the message; reject ends it. The owner is told
 * by mail through the outbox, in the same transaction.
 */
export function reviewApplication(deps: Pick<AppDeps, "db" | "jobs" | "config">, reviewerId: string, id: string, review: RestaurantReview & { message: string }) {
  return deps.db.transaction(async (tx) => {
    const row = await findApplicationById(tx, id, true);
    if (!row) throw notFound("No such restaurant application");
    if (row.status !== "submitted") throw new AppError("conflict", `This application is ${row.status.replace("_", " ")}, not waiting for review`);
    const now = new Date();
    const decided = { reviewedAt: now, reviewedBy: reviewerId, reviewMessage: review.message || null };
    let restaurantName = String((row.data.info as { restaurantName?: string } | undefined)?.restaurantName ?? "your restaurant");
    if (review.decision === "approve") {
      const data = completeData(row.data);
      restaurantName = data.restaurantName;
      const { restaurant, tableIds } = await createRestaurantFromApplication(tx, row.ownerId, data);
      const openingHours = Object.fromEntries(
        Object.entries(data.operatingHours).map(([day, h]) => [WEEKDAY_KEYS[day as keyof typeof WEEKDAY_KEYS], h.closed ? [] : [[h.open, h.close]]]),
      );
      await createBookingPolicy(tx, restaurant.id, data.country, data.timeZone, openingHours);
      await issueTableCards(tx, restaurant.id, tableIds);
      await grantRestaurantOwnerRole(tx, row.ownerId);
      await updateApplication(tx, id, { ...decided, status: "approved", restaurantId: restaurant.id });
    } else {
      await updateApplication(tx, id, { ...decided, status: review.decision === "reject" ? "rejected" : "changes_requested" });
    }
    if (row.ownerEmail) {
      const mail = decisionMail(review.decision, restaurantName, review.message, deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`);
      await enqueueMail(tx, deps.jobs, { to: row.ownerEmail, ...mail, kind: `restaurant-application.${review.decision}`, dedupeKey: `restaurant-application:${id}:${now.getTime()}` });
    }
    return toApplicationView((await findApplicationById(tx, id))!);
  });
}
