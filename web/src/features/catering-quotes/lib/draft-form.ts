import {
  depositSchedule,
  QuoteMathError,
  quoteTotals,
  SERVICE_TYPE_SUGGESTED_LINES,
  type LeadQuote,
  type QuoteDraftInput,
  type QuoteLineKind,
  type ScheduledPayment,
  type ServiceType,
  type QuoteTotals,
} from "@tavola/contracts";

/**
 * The builder's form as people type it (dollars and percents as text), and its conversion to the wire draft
 * (integer cents, ppm). The preview runs the same shared maths the server runs when it saves.
 */
export type LineForm = { kind: QuoteLineKind; description: string; quantity: string; unitPrice: string; dietaryNote: string };
export type DepositForm = { kind: "percent" | "amount"; value: string; dueDate: string };
export type DraftForm = {
  serviceType: ServiceType;
  lines: LineForm[];
  discountKind: "none" | "percent" | "amount";
  discountValue: string;
  deposits: DepositForm[];
  validDays: string;
  changeNote: string;
};

export const toCents = (dollars: string) => Math.round(Number.parseFloat(dollars || "0") * 100);
const toPpm = (percent: string) => Math.round(Number.parseFloat(percent || "0") * 10_000);
const centsText = (cents: number) => (cents / 100).toFixed(2);
const ppmText = (ppm: number) => String(ppm / 10_000);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function suggestedLines(serviceType: ServiceType, headcount: number | null): LineForm[] {
  return SERVICE_TYPE_SUGGESTED_LINES[serviceType].map((l) => ({
    kind: l.kind,
    description: l.description,
    quantity: String(l.perGuest ? (headcount ?? 1) : l.quantity),
    unitPrice: centsText(l.unitPriceCents),
    dietaryNote: "",
  }));
}

/** The latest version as a form, or a new quote's starting point: a per-guest menu line and the service's lines. */
export function initialForm(q: LeadQuote, now = new Date()): DraftForm {
  const latest = q.versions[0];
  if (latest) {
    return {
      serviceType: latest.serviceType,
      lines: latest.lines.map((l) => ({ kind: l.kind, description: l.description, quantity: String(l.quantity), unitPrice: centsText(l.unitPriceCents), dietaryNote: l.dietaryNote ?? "" })),
      discountKind: latest.discount?.kind ?? "none",
      discountValue: latest.discount ? (latest.discount.kind === "percent" ? ppmText(latest.discount.ppm) : centsText(latest.discount.cents)) : "",
      deposits: latest.deposits.map((d) => ({ kind: d.kind, value: d.kind === "percent" ? ppmText(d.ppm) : centsText(d.cents), dueDate: d.dueAt.slice(0, 10) })),
      validDays: String(latest.validDays),
      changeNote: "",
    };
  }
  const serviceType = q.requestedServiceType ?? "drop-off";
  return {
    serviceType,
    lines: [{ kind: "menu_item", description: "Menu per guest", quantity: String(q.headcount ?? 10), unitPrice: "", dietaryNote: "" }, ...suggestedLines(serviceType, q.headcount)],
    discountKind: "none",
    discountValue: "",
    deposits: [{ kind: "percent", value: "25", dueDate: isoDay(new Date(now.getTime() + 7 * 86_400_000)) }],
    validDays: "30",
    changeNote: "",
  };
}

export function toDraft(f: DraftForm): QuoteDraftInput {
  return {
    serviceType: f.serviceType,
    lines: f.lines.map((l) => ({ kind: l.kind, description: l.description, quantity: Number.parseInt(l.quantity || "0", 10), unitPriceCents: toCents(l.unitPrice), dietaryNote: l.dietaryNote.trim() || null })),
    discount: f.discountKind === "none" ? null : f.discountKind === "percent" ? { kind: "percent", ppm: toPpm(f.discountValue) } : { kind: "amount", cents: toCents(f.discountValue) },
    deposits: f.deposits.map((d) => {
      // Due at noon UTC: the same calendar day wherever the client reads it.
      const dueAt = `${d.dueDate}T12:00:00.000Z`;
      return d.kind === "percent" ? { kind: "percent" as const, ppm: toPpm(d.value), dueAt } : { kind: "amount" as const, cents: toCents(d.value), dueAt };
    }),
    validDays: Number.parseInt(f.validDays || "0", 10),
    changeNote: f.changeNote.trim() || null,
  };
}

export type Preview = { ok: true; totals: QuoteTotals; schedule: ScheduledPayment[] } | { ok: false; message: string };

/** The live preview: exactly the server's figures, or the rule the draft breaks. */
export function previewOf(f: DraftForm, taxRatePpm: number): Preview {
  const d = toDraft(f);
  try {
    const totals = quoteTotals(d.lines, d.discount ?? null, taxRatePpm);
    return { ok: true, totals, schedule: depositSchedule(totals.totalCents, d.deposits ?? []) };
  } catch (e) {
    if (e instanceof QuoteMathError) return { ok: false, message: e.message };
    return { ok: false, message: "Check the amounts" };
  }
}
