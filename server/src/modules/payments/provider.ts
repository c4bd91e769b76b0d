import type { PaymentProviderId } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";

export type Authorization = { reference: string; brand: string; last4: string };

/** Why a provider refused: the customer can fix these (another card), so they are 402s, not 500s. */
export class PaymentDeclined extends Error {
  constructor(
    readonly reason: "card_declined" | "insufficient_funds" | "invalid_token",
    message: string,
  ) {
    super(message);
  }
}

/**
 * What every payment provider offers. Calls take the caller's transaction: the sandbox keeps its books in
 * our database, so a rolled-back checkout leaves no charge behind. A real provider would ignore `tx` and
 * make its own idempotent HTTP calls keyed by `key`.
 */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** `key` names what is paid for (an order, a bill payment, a reservation): a real provider's idempotency key. */
  /**
   * `customerId` is who pays: a token saved for a customer (a reusable one) is accepted for that customer
   * only; null (a guest at a table) accepts only one-off tokens.
   */
  /**
   * `subject` names what a client without an account pays for (e.g. `catering_lead:<id>`): a token kept on file for
   * that subject is accepted for it only.
   */
  authorize(tx: Db, input: { token: string; amountCents: number; key: string; customerId: string | null; subject?: string | null }): Promise<Authorization>;
  capture(tx: Db, reference: string, amountCents: number): Promise<void>;
  void(tx: Db, reference: string): Promise<void>;
  refund(tx: Db, reference: string, amountCents: number): Promise<void>;
}
