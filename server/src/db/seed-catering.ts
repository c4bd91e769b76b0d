import { and, eq, sql } from "drizzle-orm";
import { STAGE_OF_CUSTOMER_STATUS, type LeadStage } from "@tavola/contracts";
import type { Db } from "../platform/database.js";
import { createPremiumLead, createSimpleLead } from "../modules/catering/index.js";
import type { cateringRequests} from "./schema/index.js";
import { seedOnce } from "./seed-marker.js";
import { cateringHolidays, cateringLeadActivities, cateringLeads, premiumCateringRequests, restaurants, users } from "./schema/index.js";
import { demoEmailFor } from "./seed-data.js";

/**
 * The catering pipeline's demo (issue 17), seeded apart from the rest under its own marker so data directories
 * seeded before the pipeline existed get it on their next start too: Trattoria Bellini's team finds a lead in
 * every stage, dated around today (a fresh one with its call promise running, one overdue with a duplicate, one
 * at today's event…), and the demo clients' requests are assigned to Bellini.
 */
const CRM_SEED_KEY = "seed_catering_crm";
const CRM_SEED_VERSION = "1";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type DemoLead = {
  stage: LeadStage;
  createdHoursAgo: number;
  eventInDays: number;
  orderType: "company" | "private";
  companyName?: string;
  contactPerson: string;
  email: string;
  headcount: number;
  serviceType: "drop-off" | "on-site" | "buffet" | "plated";
  budgetRange: "500-1000" | "1000-2500" | "2500-5000" | "5000-10000" | "10000+";
  message?: string;
  reason?: string;
  note?: string;
  owned?: "owner" | "staff";
};

const DEMO_LEADS: DemoLead[] = [
  { stage: "new", createdHoursAgo: 1, eventInDays: 12, orderType: "company", companyName: "Northwind A/S", contactPerson: "Dana Whitfield", email: "dana@northwind.example", headcount: 40, serviceType: "buffet", budgetRange: "2500-5000", message: "Launch lunch for the new office; a few vegans." },
  { stage: "new", createdHoursAgo: 30, eventInDays: 18, orderType: "private", contactPerson: "Samuel Okafor", email: "samuel.okafor@example.com", headcount: 60, serviceType: "plated", budgetRange: "5000-10000", message: "Our parents' 40th anniversary dinner." },
  { stage: "new", createdHoursAgo: 3, eventInDays: 18, orderType: "private", contactPerson: "Samuel Okafor", email: "samuel.okafor@example.com", headcount: 55, serviceType: "plated", budgetRange: "5000-10000", message: "Sent this again in case the first one got lost." },
  { stage: "contacted", createdHoursAgo: 50, eventInDays: 20, orderType: "company", companyName: "Contoso Ltd", contactPerson: "Mei Tanaka", email: "mei.tanaka@contoso.example", headcount: 120, serviceType: "on-site", budgetRange: "10000+", note: "Called Mei: wants a tasting next week.", owned: "staff" },
  { stage: "quoted", createdHoursAgo: 5 * 24, eventInDays: 25, orderType: "company", companyName: "Fabrikam Inc", contactPerson: "Luis Moreno", email: "luis@fabrikam.example", headcount: 80, serviceType: "buffet", budgetRange: "5000-10000", owned: "owner" },
  { stage: "deposit_paid", createdHoursAgo: 10 * 24, eventInDays: 6, orderType: "company", companyName: "Tailspin Toys", contactPerson: "Grace Liu", email: "grace.liu@tailspin.example", headcount: 35, serviceType: "drop-off", budgetRange: "1000-2500", owned: "staff" },
  { stage: "in_progress", createdHoursAgo: 21 * 24, eventInDays: 0, orderType: "private", contactPerson: "Hannah Berg", email: "hannah.berg@example.com", headcount: 25, serviceType: "on-site", budgetRange: "2500-5000", owned: "owner" },
  { stage: "delivered", createdHoursAgo: 25 * 24, eventInDays: -2, orderType: "company", companyName: "Adventure Works", contactPerson: "Omar Haddad", email: "omar@adventureworks.example", headcount: 90, serviceType: "buffet", budgetRange: "5000-10000", owned: "owner" },
  { stage: "closed", createdHoursAgo: 45 * 24, eventInDays: -20, orderType: "company", companyName: "Litware", contactPerson: "Sofia Rossi", email: "sofia@litware.example", headcount: 50, serviceType: "plated", budgetRange: "2500-5000", owned: "staff" },
  { stage: "lost", createdHoursAgo: 8 * 24, eventInDays: 15, orderType: "private", contactPerson: "Noah Fischer", email: "noah.fischer@example.com", headcount: 20, serviceType: "drop-off", budgetRange: "500-1000", reason: "Chose a caterer closer to the venue", owned: "staff" },
  { stage: "cancelled", createdHoursAgo: 12 * 24, eventInDays: 9, orderType: "company", companyName: "Wide World Importers", contactPerson: "Ava Patel", email: "ava@wideworld.example", headcount: 70, serviceType: "buffet", budgetRange: "2500-5000", reason: "Event postponed to next quarter", owned: "owner" },
];

/** The stages a lead passed through to reach `stage` (lost and cancelled from the second step). */
function pathTo(stage: LeadStage): LeadStage[] {
  const happy: LeadStage[] = ["new", "contacted", "quoted", "deposit_paid", "in_progress", "delivered", "closed"];
  if (stage === "lost" || stage === "cancelled") return ["new", "contacted", stage];
  return happy.slice(0, happy.indexOf(stage) + 1);
}

/** Moves a seeded lead along its path, with a timeline entry per move, as the team would have done it. */
export async function advance(tx: Db, leadId: string, stage: LeadStage, createdAt: Date, actorUserId: string | null, reason: string | null) {
  const path = pathTo(stage);
  if (path.length < 2) return;
  const step = (i: number) => new Date(createdAt.getTime() + Math.min(2 * HOUR * i, (Date.now() - createdAt.getTime()) * (i / path.length)));
  for (let i = 1; i < path.length; i++) {
    await tx.insert(cateringLeadActivities).values({
      leadId, kind: "stage", actorUserId, body: i === path.length - 1 ? reason : null, data: { from: path[i - 1], to: path[i] }, createdAt: step(i),
    });
  }
  await tx
    .update(cateringLeads)
    .set({ stage, stageReason: reason, version: path.length, contactedAt: step(1), stageChangedAt: step(path.length - 1) })
    .where(eq(cateringLeads.id, leadId));
}

/** The main seed's simple requests: a lead each, at the stage their status says. */
export async function seedSimpleRequestLead(tx: Db, request: typeof cateringRequests.$inferSelect) {
  const lead = await createSimpleLead(tx, request, { eventDate: request.eventDate.toISOString() }, null);
  const stage = STAGE_OF_CUSTOMER_STATUS[request.status] ?? "new";
  if (stage !== "new") await advance(tx, lead.id, stage, request.createdAt, null, null);
}

export async function seedCateringPipeline(db: Db, now = Date.now()): Promise<boolean> {
  return seedOnce(db, CRM_SEED_KEY, CRM_SEED_VERSION, async (tx) => {
    const [bellini] = await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, "trattoria-bellini"));
    const people = await tx.select({ id: users.id, email: users.email }).from(users).where(sql`${users.email} in (${sql.join(
      ["restaurant_owner", "restaurant_staff", "enterprise_client", "customer"].map((r) => sql`${demoEmailFor(r)}`), sql`, `)})`);
    const idOf = (role: string) => people.find((p) => p.email === demoEmailFor(role))?.id ?? null;
    const owner = idOf("restaurant_owner");
    const staff = idOf("restaurant_staff");
    // Without the demo restaurant (a database seeded by hand) there is nothing to show; the marker still stops retries.
    if (!bellini || !owner || !staff) return;

    // The demo clients' requests go to Bellini; the enterprise client's, already confirmed, to Marco.
    for (const [role, ownerId] of [["enterprise_client", owner], ["customer", null]] as const) {
      const clientId = idOf(role);
      if (!clientId) continue;
      await tx
        .update(cateringLeads)
        .set({ restaurantId: bellini.id, ownerUserId: ownerId })
        .where(and(eq(cateringLeads.customerUserId, clientId), sql`${cateringLeads.restaurantId} is null`));
    }

    for (const d of DEMO_LEADS) {
      const createdAt = new Date(now - d.createdHoursAgo * HOUR);
      const eventDate = new Date(now + d.eventInDays * DAY).toISOString().slice(0, 10);
      const input = {
        orderType: d.orderType, companyName: d.companyName, contactPerson: d.contactPerson, email: d.email, phone: "+1 212 555 0142",
        deliveryAddress: "350 Fifth Avenue, New York, NY 10118", eventDate, eventTime: "12:30", headcount: d.headcount,
        serviceType: d.serviceType, budgetRange: d.budgetRange, message: d.message,
      };
      const [request] = await tx
        .insert(premiumCateringRequests)
        .values({ ...input, companyName: d.companyName ?? null, message: d.message ?? null, createdAt })
        .returning({ id: premiumCateringRequests.id });
      const lead = await createPremiumLead(tx, { ...input, id: request!.id, createdAt }, bellini.id, null);
      const ownerId = d.owned === "owner" ? owner : d.owned === "staff" ? staff : null;
      if (ownerId) await tx.update(cateringLeads).set({ ownerUserId: ownerId }).where(eq(cateringLeads.id, lead.id));
      await advance(tx, lead.id, d.stage, createdAt, ownerId, d.reason ?? null);
      if (d.note) {
        await tx.insert(cateringLeadActivities).values({ leadId: lead.id, kind: "call", actorUserId: ownerId, body: d.note, createdAt: new Date(createdAt.getTime() + 2 * HOUR) });
      }
    }

    const year = new Date(now).getUTCFullYear();
    await tx
      .insert(cateringHolidays)
      .values([
        { restaurantId: bellini.id, day: `${year}-12-25`, name: "Christmas Day" },
        { restaurantId: bellini.id, day: `${year + 1}-01-01`, name: "New Year's Day" },
      ])
      .onConflictDoNothing();
  });
}
