import type { PayBillResult } from "@tavola/contracts";
import { CheckCircle2, LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { formatCents } from "@/lib/format";

/**
 * After a payment: what was paid and what is left. When the whole bill is paid the table is closed, and
 * Check Out returns this phone to "not checked in".
 */
export function ReceiptCard({ result, onCheckOut, onBack }: { result: PayBillResult; onCheckOut: () => void; onBack: () => void }) {
  const payment = result.bill.payments.at(-1);
  return (
    <Card role="region" aria-labelledby="receipt-title" data-testid="card-receipt">
      <CardHeader>
        <h2 id="receipt-title" className="flex items-center gap-2 text-xl font-semibold leading-tight tracking-tight">
          <CheckCircle2 aria-hidden="true" className="size-6 text-emerald-600" />
          Payment received
        </h2>
        <CardDescription role="status">
          {result.closed ? "The bill is fully paid and your table is closed. Thank you for dining with us!" : `${formatCents(result.bill.remainingCents)} is still to be paid at this table.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-1.5 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Paid toward the bill</dt>
            <dd className="tabular-nums" data-testid="text-receipt-paid">
              {formatCents(result.paidCents)}
            </dd>
          </div>
          {payment ? (
            <div className="flex justify-between">
              <dt className="text-muted-foreground">Tip</dt>
              <dd className="tabular-nums">{formatCents(payment.tipCents)}</dd>
            </div>
          ) : null}
          {payment?.last4 ? (
            <div className="flex justify-between">
              <dt className="text-muted-foreground">Card</dt>
              <dd>
                {payment.brand ?? "Card"} •••• {payment.last4}
              </dd>
            </div>
          ) : null}
          <div className="flex justify-between border-t pt-1.5 font-semibold">
            <dt>Remaining</dt>
            <dd className="tabular-nums" data-testid="text-receipt-remaining">
              {formatCents(result.bill.remainingCents)}
            </dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-3">
        {result.closed ? (
          <Button onClick={onCheckOut} data-testid="button-receipt-check-out">
            <LogOut aria-hidden="true" />
            Check Out
          </Button>
        ) : (
          <Button variant="outline" onClick={onBack} data-testid="button-receipt-back">
            Back to the table
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
