import type { Voucher } from "@tavola/contracts";
import { Ticket } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";

type VoucherFieldProps = {
  vouchers: readonly Voucher[] | undefined;
  isLoading: boolean;
  loadError: string | null;
  onRetry: () => void;
  selected: string | null;
  onSelect: (voucherId: string | null) => void;
  error: string | null | undefined;
};

/** The customer's loyalty vouchers checkout can apply (one per order, instead of a promo code). */
export function VoucherField({ vouchers, isLoading, loadError, onRetry, selected, onSelect, error }: VoucherFieldProps) {
  const errorId = "voucher-error";
  if (isLoading) return <Skeleton className="h-10 w-full" data-testid="skeleton-vouchers" />;
  if (loadError) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" role="alert">
        <span>We couldn't load your vouchers. {loadError}</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  const list = vouchers ?? [];
  // A chosen voucher that is no longer offered (used in another tab) stays visible with its error, not silently dropped.
  if (list.length === 0 && !selected) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="empty-vouchers">
        <Ticket aria-hidden="true" className="size-4 shrink-0" />
        <span>
          No loyalty vouchers yet.{" "}
          <Link href="/loyalty" className="text-primary underline-offset-4 hover:underline">
            Redeem points
          </Link>
        </span>
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor="voucher">Loyalty voucher</Label>
      <Select
        id="voucher"
        value={selected ?? ""}
        onChange={(e) => onSelect(e.target.value || null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid="select-voucher"
      >
        <option value="">No voucher</option>
        {list.map((v) => (
          <option key={v.id} value={v.id}>
            {v.title} · valid until {formatDate(v.expiresAt)}
          </option>
        ))}
        {selected && !list.some((v) => v.id === selected) ? <option value={selected}>Chosen voucher</option> : null}
      </Select>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive" data-testid="error-voucher">
          {error}
        </p>
      ) : null}
    </div>
  );
}
