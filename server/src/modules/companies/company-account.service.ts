import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  checkVatNumber,
  INVITE_VALID_DAYS,
  isExecutive,
  type CompanyAccount,
  type CompanyRole,
  type companySettingsSchema,
  type createCompanySchema,
  type inviteSchema,
} from "@tavola/contracts";
import { companies, companyInvites, companyMembers, users } from "../../db/schema/index.js";
import { queryRows, type Db } from "../../platform/database.js";
import type { AppDeps } from "../../platform/deps.js";
import { AppError, forbidden, notFound } from "../../platform/errors.js";
import { inviteLink, issueInviteToken, openInviteWhere } from "../../platform/invite-token.js";
import type { SessionUser } from "../../platform/session.js";
import { joinCompanyAsEnterpriseClient } from "../auth/index.js";
import { enqueueMail } from "../mail/index.js";
import { companyViewerOf, membershipOf, requireAdmin } from "./company-access.policy.js";
import { monthOf, monthRange, toCompanyView, type CompanyRow } from "./company-view.js";

type Deps = Pick<AppDeps, "db" | "jobs" | "config">;

export async function getCompany(db: Db, id: string): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw notFound("Company not found");
  return row;
}

async function companyView(db: Db, c: CompanyRow) {
  const parent = c.parentCompanyId ? await getCompany(db, c.parentCompanyId) : null;
  return toCompanyView(c, parent?.name ?? null);
}

const vatOrThrow = (raw: string) => {
  const r = checkVatNumber(raw);
  if (!r.ok) throw new AppError("invalid", r.message, { vatNumber: [r.message] });
  return r.value;
};

/** Executives open company accounts; the first admin is invited by email. */
export async function createCompany(deps: Deps, user: SessionUser, input: z.output<typeof createCompanySchema>) {
  if (!isExecutive(user.role)) throw forbidden("Only executives open company accounts");
  const vatNumber = vatOrThrow(input.vatNumber);
  return deps.db.transaction(async (tx) => {
    if (input.parentCompanyId) {
      const [parent] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.parentCompanyId));
      if (!parent) throw new AppError("invalid", "Unknown parent company", { parentCompanyId: ["Unknown parent company"] });
    }
    const [row] = await tx
      .insert(companies)
      .values({
        name: input.name,
        vatNumber,
        billingLine1: input.billingAddress.line1,
        billingPostalCode: input.billingAddress.postalCode,
        billingCity: input.billingAddress.city,
        billingCountry: input.billingAddress.country,
        parentCompanyId: input.parentCompanyId ?? null,
      })
      .onConflictDoNothing({ target: companies.vatNumber })
      .returning();
    if (!row) throw new AppError("conflict", "A company with this VAT number already has an account", { vatNumber: ["A company with this VAT number already has an account"] });
    const invite = await insertInvite(tx, deps, row, user.userId, { email: input.adminEmail, role: "admin" });
    return { company: toCompanyView(row, null), inviteId: invite.id };
  });
}

export async function listCompanies(db: Db, user: SessionUser) {
  if (!isExecutive(user.role)) throw forbidden("Only executives list company accounts");
  const rows = await db.select().from(companies).orderBy(asc(companies.name)).limit(500);
  return { companies: rows.map((c) => ({ id: c.id, name: c.name, vatNumber: c.vatNumber, parentCompanyId: c.parentCompanyId })) };
}

/** The enterprise client's own company (404 without one; executives name one by id). */
export async function myCompanyId(db: Db, user: SessionUser): Promise<string> {
  if (user.role !== "enterprise_client") throw forbidden("Company accounts are for enterprise clients and executives");
  const m = await membershipOf(db, user.userId);
  if (!m) throw notFound("Your account does not belong to a company yet");
  return m.companyId;
}

export async function readAccount(db: Db, user: SessionUser, companyId: string, now = new Date()): Promise<CompanyAccount> {
  const viewer = await companyViewerOf(db, user, companyId);
  const company = await getCompany(db, companyId);
  const month = monthOf(now);
  const { from, to } = monthRange(month);
  const [members, invites, spend] = await Promise.all([
    db
      .select({ userId: users.id, first: users.firstName, last: users.lastName, email: users.email, role: companyMembers.role })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(asc(users.email)),
    viewer.role === "orderer"
      ? Promise.resolve([])
      : db
          .select()
          .from(companyInvites)
          .where(and(eq(companyInvites.companyId, companyId), isNull(companyInvites.acceptedAt), gt(companyInvites.expiresAt, now)))
          .orderBy(asc(companyInvites.createdAt)),
    queryRows<{ day: string; cents: number }>(db, sql`
      select to_char(event_date, 'YYYY-MM-DD') as day, sum(total_cents)::int as cents from company_orders
      where company_id = ${companyId}::uuid and status = 'placed' and event_date >= ${from}::date and event_date < ${to}::date
      group by event_date order by event_date`),
  ]);
  let running = 0;
  const spendByDay = spend.map((d) => ({ day: d.day, cents: (running += d.cents) }));
  return {
    company: await companyView(db, company),
    viewerRole: viewer.role,
    members: members.map((m) => ({ userId: m.userId, name: [m.first, m.last].filter(Boolean).join(" ") || m.email, email: m.email, role: m.role as CompanyRole })),
    invites: invites.map((i) => ({ id: i.id, email: i.email, role: i.role as CompanyRole, expiresAt: i.expiresAt.toISOString() })),
    month,
    spentCents: running,
    spendByDay,
  };
}

export async function updateSettings(db: Db, user: SessionUser, companyId: string, input: z.output<typeof companySettingsSchema>) {
  requireAdmin(await companyViewerOf(db, user, companyId));
  const address = input.billingAddress;
  const [row] = await db
    .update(companies)
    .set({
      poNumberRequired: input.poNumberRequired,
      costCentreRequired: input.costCentreRequired,
      monthlyLimitCents: input.monthlyLimitCents,
      ...(address ? { billingLine1: address.line1, billingPostalCode: address.postalCode, billingCity: address.city, billingCountry: address.country } : {}),
    })
    .where(eq(companies.id, companyId))
    .returning();
  return companyView(db, row!);
}

async function insertInvite(tx: Db, deps: Deps, company: CompanyRow, invitedBy: string, input: z.output<typeof inviteSchema>) {
  const { token, tokenHash, expiresAt } = issueInviteToken(INVITE_VALID_DAYS);
  const email = input.email.toLowerCase();
  const [invite] = await tx
    .insert(companyInvites)
    .values({ companyId: company.id, email, role: input.role, tokenHash, invitedByUserId: invitedBy, expiresAt })
    .returning();
  const link = inviteLink(deps.config, "/b2b-catering-crm?invite=", token);
  await enqueueMail(tx, deps.jobs, {
    to: email,
    subject: `You are invited to ${company.name}'s catering account on Tavola`.slice(0, 200),
    text: `You have been invited to order catering for ${company.name} as ${input.role === "admin" ? "an admin" : "an orderer"}.\n\nSign in (or create an account) with ${email}, then open:\n${link}\n\nThe link works once and for ${INVITE_VALID_DAYS} days.\n`,
    kind: "company_invite",
    dedupeKey: `company-invite:${invite!.id}`,
  });
  return invite!;
}

export async function inviteEmployee(deps: Deps, user: SessionUser, companyId: string, input: z.output<typeof inviteSchema>) {
  requireAdmin(await companyViewerOf(deps.db, user, companyId));
  const company = await getCompany(deps.db, companyId);
  const invite = await deps.db.transaction((tx) => insertInvite(tx, deps, company, user.userId, input));
  return { invite: { id: invite.id, email: invite.email, role: invite.role as CompanyRole, expiresAt: invite.expiresAt.toISOString() } };
}

const INVALID_INVITE = "This invitation link is not valid or has already been used";

/**
 * The invited person, signed in with the invited address, spends the token: the invite row is claimed with a
 * guarded update (accepted_at is null, not expired), so two taps join once and a used link is refused.
 */
export async function acceptInvite(db: Db, user: SessionUser, token: string) {
  return db.transaction(async (tx) => {
    const [me] = await tx.select({ email: users.email }).from(users).where(eq(users.id, user.userId));
    const [invite] = await tx
      .update(companyInvites)
      .set({ acceptedAt: new Date(), acceptedByUserId: user.userId })
      .where(and(openInviteWhere(companyInvites, token), eq(companyInvites.email, me!.email.toLowerCase())))
      .returning();
    if (!invite) {
      // Say why when the link is good but the account is not the one invited (the person can sign in as that one).
      const [other] = await tx
        .select({ email: companyInvites.email })
        .from(companyInvites)
        .where(openInviteWhere(companyInvites, token));
      if (other) throw new AppError("forbidden", "This invitation is for another email address: sign in with the invited one");
      throw new AppError("not_found", INVALID_INVITE, { token: [INVALID_INVITE] });
    }
    const current = await membershipOf(tx, user.userId);
    if (current && current.companyId !== invite.companyId) throw new AppError("conflict", "This account already belongs to another company");
    if (!(await joinCompanyAsEnterpriseClient(tx, user.userId, invite.companyId))) {
      throw new AppError("conflict", "This account has another role; sign in with a customer account to join");
    }
    await tx
      .insert(companyMembers)
      .values({ userId: user.userId, companyId: invite.companyId, role: invite.role })
      .onConflictDoUpdate({ target: companyMembers.userId, set: { role: invite.role } });
    const company = await getCompany(tx, invite.companyId);
    return { companyId: company.id, companyName: company.name, role: invite.role as CompanyRole };
  });
}
