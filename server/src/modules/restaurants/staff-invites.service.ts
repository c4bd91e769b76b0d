import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { z } from "zod";
import { STAFF_INVITE_VALID_DAYS, type RestaurantTeam, type StaffInviteAccepted, type staffInviteInputSchema } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import type { Db } from "../../platform/database.js";
import { AppError, forbidden, notFound } from "../../platform/errors.js";
import { inviteLink, issueInviteToken, openInviteWhere } from "../../platform/invite-token.js";
import type { SessionUser } from "../../platform/session.js";
import { restaurantStaff, restaurantStaffInvites, users } from "../../db/schema/index.js";
import { grantRestaurantStaffRole } from "../auth/index.js";
import { enqueueMail } from "../mail/index.js";
import { findRestaurant, type RestaurantRow } from "./catalog.repository.js";
import { staffRoleAt } from "./restaurant-writes.js";

type Deps = Pick<AppDeps, "db" | "jobs" | "config">;
type InviteRole = StaffInviteAccepted["role"];

/** Only the restaurant's owner builds its team (managers run the menu and stock, not who works there). */
export async function resolveTeamOwner(db: Db, user: SessionUser, restaurantId: string): Promise<RestaurantRow> {
  if ((await staffRoleAt(db, user.userId, restaurantId)) !== "owner") throw forbidden("Only the restaurant's owner can invite its team");
  const restaurant = await findRestaurant(db, restaurantId);
  if (!restaurant) throw notFound("Restaurant not found");
  return restaurant;
}

/** The team and the invitations still open (not accepted, not expired). */
export async function getTeam(db: Db, restaurant: RestaurantRow, now = new Date()): Promise<RestaurantTeam> {
  const [members, invites] = await Promise.all([
    db
      .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: restaurantStaff.role })
      .from(restaurantStaff)
      .innerJoin(users, eq(users.id, restaurantStaff.userId))
      .where(eq(restaurantStaff.restaurantId, restaurant.id))
      .orderBy(asc(users.email)),
    db
      .select()
      .from(restaurantStaffInvites)
      .where(and(eq(restaurantStaffInvites.restaurantId, restaurant.id), isNull(restaurantStaffInvites.acceptedAt), gt(restaurantStaffInvites.expiresAt, now)))
      .orderBy(asc(restaurantStaffInvites.createdAt)),
  ]);
  return {
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    members: members.map((m) => ({
      userId: m.userId,
      name: [m.firstName, m.lastName].filter(Boolean).join(" ") || m.email,
      email: m.email,
      role: m.role as RestaurantTeam["members"][number]["role"],
    })),
    invites: invites.map((i) => ({ id: i.id, email: i.email, role: i.role as InviteRole, expiresAt: i.expiresAt.toISOString() })),
  };
}

/**
 * Invites a manager or staff member: a random token mailed through the outbox in the same transaction, only its
 * SHA-256 kept. Someone already on the team is a 409 with the field's message.
 */
export async function inviteStaff(deps: Deps, user: SessionUser, restaurant: RestaurantRow, input: z.output<typeof staffInviteInputSchema>): Promise<RestaurantTeam> {
  const email = input.email.toLowerCase();
  await deps.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id })
      .from(restaurantStaff)
      .innerJoin(users, eq(users.id, restaurantStaff.userId))
      .where(and(eq(restaurantStaff.restaurantId, restaurant.id), eq(users.email, email)));
    if (member) throw new AppError("conflict", `${email} is already on the team`, { email: [`${email} is already on the team`] });
    const { token, tokenHash, expiresAt } = issueInviteToken(STAFF_INVITE_VALID_DAYS);
    const [invite] = await tx
      .insert(restaurantStaffInvites)
      .values({ restaurantId: restaurant.id, email, role: input.role, tokenHash, invitedByUserId: user.userId, expiresAt })
      .returning();
    const link = inviteLink(deps.config, "/staff-invite?token=", token);
    const as = input.role === "manager" ? "a manager" : "a member of staff";
    await enqueueMail(tx, deps.jobs, {
      to: email,
      subject: `Join ${restaurant.name} on Tavola`.slice(0, 200),
      text: `You have been invited to join ${restaurant.name}'s team on Tavola as ${as}.\n\nSign in (or create an account) with ${email}, then open:\n${link}\n\nThe link works once and for ${STAFF_INVITE_VALID_DAYS} days.\n`,
      kind: "staff_invite",
      dedupeKey: `staff-invite:${invite!.id}`,
    });
  });
  return getTeam(deps.db, restaurant);
}

const INVALID_INVITE = "This invitation link is not valid or has already been used";

/**
 * The invited person, signed in with the invited address, spends the token: the invite row is claimed with a
 * guarded update (not accepted, not expired, that address), so two taps join once and a used link is refused.
 */
export async function acceptStaffInvite(db: Db, user: SessionUser, token: string): Promise<StaffInviteAccepted> {
  return db.transaction(async (tx) => {
    const [me] = await tx.select({ email: users.email }).from(users).where(eq(users.id, user.userId));
    const open = openInviteWhere(restaurantStaffInvites, token);
    const [invite] = await tx
      .update(restaurantStaffInvites)
      .set({ acceptedAt: new Date(), acceptedByUserId: user.userId })
      .where(and(open, eq(restaurantStaffInvites.email, me!.email.toLowerCase())))
      .returning();
    if (!invite) {
      // Say why when the link is good but the account is not the one invited (sign in as that one).
      const [other] = await tx.select({ id: restaurantStaffInvites.id }).from(restaurantStaffInvites).where(open);
      if (other) throw forbidden("This invitation is for another email address: sign in with the invited one");
      throw new AppError("not_found", INVALID_INVITE, { token: [INVALID_INVITE] });
    }
    if (await staffRoleAt(tx, user.userId, invite.restaurantId)) throw new AppError("conflict", "You are already on this restaurant's team");
    await tx.insert(restaurantStaff).values({ restaurantId: invite.restaurantId, userId: user.userId, role: invite.role });
    await grantRestaurantStaffRole(tx, user.userId);
    const restaurant = (await findRestaurant(tx, invite.restaurantId))!;
    return { restaurantId: restaurant.id, restaurantName: restaurant.name, role: invite.role as InviteRole };
  });
}
