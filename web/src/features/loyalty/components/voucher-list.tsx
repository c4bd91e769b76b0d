import type { Voucher } from "@tavola/contracts";
import { Ticket } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDay, voucherStatus } from "../lib/loyalty-format";

const TONE_VARIANT = { active: "default", used: "secondary", expired: "outline" } as const;
const TONE_ORDER = { active: 0, used: 1, expired: 2 } as const;

/** Usable vouchers first, then used and expired ones; newest first within each. */
function sortVouchers(vouchers: readonly Voucher[]): Voucher[] {
  return [...vouchers].sort(
    (a, b) => TONE_ORDER[voucherStatus(a).tone] - TONE_ORDER[voucherStatus(b).tone] || Date.parse(b.issuedAt) - Date.parse(a.issuedAt),
  );
}

/** Vouchers the member bought with points: how to use each, or when it was used or ran out. */
export function VoucherList({ vouchers, showOrders = false }: { vouchers: readonly Voucher[]; showOrders?: boolean }) {
  if (vouchers.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="empty-vouchers">
        <Ticket aria-hidden="true" className="size-4" /> No vouchers yet. Redeem a reward to get one.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Your vouchers" data-testid="list-vouchers">
      {sortVouchers(vouchers).map((v) => {
        const status = voucherStatus(v);
        const active = status.tone === "active";
        return (
          <li key={v.id} className="grid gap-2 rounded-lg border p-4" data-testid={`voucher-${v.id}`} data-state={status.tone}>
            <div className="flex items-start justify-between gap-2">
              <span className="flex items-center gap-2 font-semibold">
                <Ticket aria-hidden="true" className="size-4 text-primary" />
                {v.title}
              </span>
              <Badge variant={TONE_VARIANT[status.tone]}>{status.label}</Badge>
            </div>
            <p className="text-sm text-muted-foreground">{v.description}</p>
            <p className="text-xs text-muted-foreground">
              {v.state === "used" && v.usedAt
                ? `Used ${formatDay(v.usedAt)}`
                : !v.appliesAtCheckout && active
                  ? `Active until ${formatDay(v.expiresAt)}`
                  : `${active ? "Valid until" : "Expired"} ${formatDay(v.expiresAt)}`}
            </p>
            {active && v.appliesAtCheckout ? (
              <Button asChild size="sm" variant="outline" className="justify-self-start">
                <Link href="/order">Use at checkout</Link>
              </Button>
            ) : null}
            {showOrders && v.state === "used" && v.orderId ? (
              <Link href={`/order-tracking/${v.orderId}`} className="justify-self-start text-sm text-primary underline-offset-4 hover:underline">
                View the order
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
