import { Badge, type BadgeVariant } from "@/components/ui/badge";

type StatusDisplay = { label: string; variant: BadgeVariant };

const KNOWN_STATUSES: Record<string, StatusDisplay> = {
  pending: { label: "Pending", variant: "secondary" },
  confirmed: { label: "Confirmed", variant: "default" },
  in_progress: { label: "In Progress", variant: "outline" },
};

/** Spec section 4: a missing status reads as pending; an unknown one is shown as-is on a secondary badge. */
export function getCateringStatusDisplay(status: string | null | undefined): StatusDisplay {
  const key = status || "pending";
  return KNOWN_STATUSES[key] ?? { label: key, variant: "secondary" };
}

export function CateringStatusBadge({ status }: { status: string | null | undefined }) {
  const { label, variant } = getCateringStatusDisplay(status);
  return (
    <Badge variant={variant} data-testid="badge-catering-status">
      {label}
    </Badge>
  );
}
