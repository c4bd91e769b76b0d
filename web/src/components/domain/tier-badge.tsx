import { cn } from "@/lib/utils";
import { getTierStyle } from "./tier-style";

/** A tier's name on its gradient with its icon (spec section 3: each tier its own colour pair and icon). */
export function TierBadge({ tier, className }: { tier: string; className?: string }) {
  const style = getTierStyle(tier);
  const Icon = style.icon;
  return (
    <span
      className={cn("inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold text-white shadow-sm", className)}
      // Dark text shadow keeps white text readable on the lighter stops (silver, gold, platinum).
      style={{ backgroundImage: `linear-gradient(135deg, ${style.colors[0]}, ${style.colors[1]})`, textShadow: "0 1px 2px rgb(0 0 0 / 0.55)" }}
      data-testid="badge-tier"
      data-tier={tier}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {style.label}
    </span>
  );
}
