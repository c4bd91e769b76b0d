import type { LeadStage } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import type { AppDeps } from "../../platform/deps.js";
import type { LeadRow } from "./lead.repository.js";
import { queueBalanceCapture } from "./balance-capture.service.js";
import { usableCardOnFile } from "./card-on-file.js";
import { noticeBalanceDue } from "./quote-balance.service.js";
import { releaseEventCapacity } from "./catering-capacity.js";
import { queueReconfirmStep } from "./reconfirmation.service.js";

/** What a stage move needs beyond its transaction: the job queue (mail, ladder steps) and the public URL. */
export type StageEffectDeps = Pick<AppDeps, "jobs" | "config">;

/**
 * What a move into a stage sets off, in the move's own transaction (so it happens exactly when the move commits):
 * Confirmed (deposit paid) queues the reconfirmation ladder's first rung for 24 h before the event; Delivered queues
 * the balance's capture when the client kept a card on file, else makes the balance due and mails its link; Cancelled
 * and Lost give the kitchen's places back.
 */
export async function applyStageEffects(tx: Db, deps: StageEffectDeps, moved: LeadRow, from: LeadStage, now: Date) {
  const to = moved.stage as LeadStage;
  if (to === from) return;
  if (to === "deposit_paid") await queueReconfirmStep(tx, deps, moved, "t24");
  if (to === "delivered") {
    if (await usableCardOnFile(tx, moved.id)) await queueBalanceCapture(tx, deps, moved.id);
    else await noticeBalanceDue(tx, deps, moved, now);
  }
  if (to === "cancelled" || to === "lost") await releaseEventCapacity(tx, moved.id, now);
}
