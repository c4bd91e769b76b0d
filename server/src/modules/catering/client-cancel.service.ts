import { eq } from "drizzle-orm";
import { cancellationFeeCents, type ClientQuote } from "@tavola/contracts";
import { cateringLeadActivities, cateringLeads } from "../../db/schema/index.js";
import type { AppDeps } from "../../platform/deps.js";
import { AppError } from "../../platform/errors.js";
import { enqueueMail } from "../mail/index.js";
import { money, publicUrlOf, restaurantManagers } from "./catering-notices.js";
import { CLIENT_CANCELLABLE_STAGES } from "./client-event.js";
import { eventStartOf } from "./event-time.js";
import { settleCancellation } from "./cancellation-settlement.service.js";
import { moveLeadInTx } from "./lead-actions.service.js";
import { readQuoteByToken, versionOfToken } from "./quote-client.service.js";
import { findVersionById } from "./quote.repository.js";

/**
 * The client cancels through their link. The published policy (contracts CATERING_CANCELLATION_POLICY): free before
 * the quote is accepted and until 24 hours before the event; inside 24 hours, 25 % of the taxed total. The client
 * confirms the fee they were shown (`acceptedFeeCents`): if the window was crossed meanwhile the fee differs and
 * nothing happens (409 with the new fee). The lead moves to Cancelled through the pipeline's compare-and-set (which
 * also gives the kitchen's places back), with the reason and the fee recorded; the fee is settled against the deposits
 * paid (cancellation-settlement.service.ts: refund the excess, charge the rest to the card on file or owe it by link),
 * and the restaurant's managers are mailed.
 */
export async function cancelByClient(deps: Pick<AppDeps, "db" | "jobs" | "config">, token: string, input: { reason: string; acceptedFeeCents: number }, now = new Date()): Promise<ClientQuote> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const { quote, lead, version } = await versionOfToken(tx, token);
    const eventStart = await eventStartOf(tx, lead);
    if (!CLIENT_CANCELLABLE_STAGES.includes(lead.stage) || eventStart <= now) {
      throw new AppError("conflict", lead.stage === "cancelled" ? "This event is already cancelled." : "This event can no longer be cancelled online. Please call the restaurant.");
    }
    const accepted = quote.acceptedVersionId ? await findVersionById(tx, quote.acceptedVersionId) : null;
    const fee = cancellationFeeCents({ totalCents: (accepted ?? version).totalCents, accepted: accepted !== null, eventStart, now });
    if (fee !== input.acceptedFeeCents) {
      const message = `The cancellation fee is now ${money(fee)}. Please review it and confirm again.`;
      throw new AppError("conflict", message, { acceptedFeeCents: [message] });
    }
    const moved = await moveLeadInTx(tx, deps, null, lead, { to: "cancelled", version: lead.version, reason: `Cancelled by the client: ${input.reason}`.slice(0, 600) }, now);
    await tx.update(cateringLeads).set({ cancellationFeeCents: fee }).where(eq(cateringLeads.id, lead.id));
    await tx.insert(cateringLeadActivities).values({
      leadId: lead.id, kind: "client_cancelled", actorUserId: null,
      body: `${input.reason}\nFee: ${fee === 0 ? "none (free cancellation)" : money(fee)}`, data: { feeCents: fee, reason: input.reason }, createdAt: now,
    });
    await settleCancellation(tx, deps, moved, quote.id, fee, now);
    if (moved.restaurantId) {
      for (const m of await restaurantManagers(tx, moved.restaurantId)) {
        await enqueueMail(tx, deps.jobs, {
          to: m.email,
          subject: `Catering event cancelled by the client: ${lead.eventName}`.slice(0, 200),
          text: `${lead.contactName} cancelled ${lead.eventName} (${lead.eventDate}).\nReason: ${input.reason}\nCancellation fee: ${fee === 0 ? "none" : money(fee)}\n\nOpen the lead: ${publicUrlOf(deps)}/catering-crm?lead=${lead.id}\n`,
          kind: "catering-client-cancelled",
          dedupeKey: `client-cancelled:${lead.id}:${m.user_id}`,
        });
      }
    }
  });
  return readQuoteByToken(db, token, now);
}
