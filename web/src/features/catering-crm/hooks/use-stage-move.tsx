import { canMoveLead, LEAD_STAGE_LABELS, leadMoveNeedsReason, type LeadStage } from "@tavola/contracts";
import { useState, type ReactNode } from "react";
import { toast } from "@/components/ui/use-toast";
import { parseApiError } from "@/lib/api-error";
import { useMoveLead } from "../api/crm-api";
import { ReasonDialog } from "../components/reason-dialog";

type MovableLead = { id: string; eventName: string; stage: LeadStage; version: number };

/**
 * One way to move a lead, whether dropped on a column or chosen with a button: illegal moves are refused before
 * asking the server, lost and cancelled ask a reason first, and a move someone else beat us to says so (409).
 * `announcement` is for a polite live region, so a keyboard or screen-reader user hears the result.
 */
export function useStageMove(): { request: (lead: MovableLead, to: LeadStage) => void; dialog: ReactNode; announcement: string; pending: boolean } {
  const move = useMoveLead();
  const [asking, setAsking] = useState<{ lead: MovableLead; to: LeadStage } | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const send = (lead: MovableLead, to: LeadStage, reason?: string) =>
    move.mutate(
      { id: lead.id, input: { to, version: lead.version, reason } },
      {
        onSuccess: () => {
          setAsking(null);
          setAnnouncement(`${lead.eventName} moved to ${LEAD_STAGE_LABELS[to]}`);
        },
        onError: (error) => {
          setAsking(null);
          const { message } = parseApiError(error);
          setAnnouncement(message);
          toast({ variant: "destructive", title: "Not moved", description: message });
        },
      },
    );

  const request = (lead: MovableLead, to: LeadStage) => {
    if (to === lead.stage) return;
    if (!canMoveLead(lead.stage, to)) {
      const message = `A lead cannot move from ${LEAD_STAGE_LABELS[lead.stage]} to ${LEAD_STAGE_LABELS[to]}`;
      setAnnouncement(message);
      toast({ title: "Not moved", description: message });
      return;
    }
    if (leadMoveNeedsReason(to)) setAsking({ lead, to });
    else send(lead, to);
  };

  const dialog = (
    <ReasonDialog
      key={asking ? `${asking.lead.id}:${asking.to}` : "none"}
      target={asking ? { eventName: asking.lead.eventName, to: asking.to } : null}
      pending={move.isPending}
      onCancel={() => setAsking(null)}
      onConfirm={(reason) => asking && send(asking.lead, asking.to, reason)}
    />
  );
  return { request, dialog, announcement, pending: move.isPending };
}
