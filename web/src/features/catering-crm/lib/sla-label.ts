import type { LeadSlaView } from "@tavola/contracts";

export type SlaDisplay = { tone: "overdue" | "due" | "met" | "none"; label: string };

/** "3 h 20 min", "45 min", "2 d 4 h": a span said briefly for a card. */
export function shortSpan(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/**
 * What a card says about its promises: overdue (red, from the due time, without waiting for the server's alert),
 * due in a while, contacted (met), or nothing once the lead is past caring (closed, lost…).
 */
export function slaDisplay(sla: LeadSlaView, now: number): SlaDisplay {
  if (sla.contactedAt) return { tone: "met", label: "Contacted" };
  if (!sla.nextDueAt) return { tone: "none", label: "" };
  const due = Date.parse(sla.nextDueAt);
  const what = sla.callDueAt && sla.nextDueAt === sla.callDueAt ? "Call" : "Contact";
  if (due <= now) return { tone: "overdue", label: `${what} overdue ${shortSpan(now - due)}` };
  return { tone: "due", label: `${what} due in ${shortSpan(due - now)}` };
}
