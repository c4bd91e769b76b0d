import type { TableQr } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Printer, QrCode, RefreshCw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useSearch } from "wouter";
import { ConfirmDialog } from "@/components/domain/confirm-dialog";
import { EmptyState, ErrorState } from "@/components/domain/state-panels";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { getErrorStatus } from "@/lib/api-client";
import { parseApiError } from "@/lib/api-error";
import { tableCodesQueryOptions, useRotateTableCode, workspaceQueryOptions } from "../../api/staff-api";
import { TableQrImage } from "./table-qr-image";

/**
 * Printing hides the app's header, footer and this page's controls, leaving the cards. A <style> element
 * scoped to this page's lifetime, so the rest of the app's print output is untouched.
 */
const PRINT_CSS = `@media print {
  body header, [data-testid="site-footer"], a[href="#main"] { display: none !important; }
  body { background: white !important; }
  @page { margin: 12mm; }
}`;

/** /restaurant-dashboard/table-codes: every table's QR code to print, and a new code when one is compromised. */
export function TableCodes() {
  const search = useSearch();
  const requested = new URLSearchParams(search).get("restaurantId");
  const workspace = useQuery(workspaceQueryOptions(requested));
  const restaurantId = workspace.data?.restaurant.id ?? null;
  const codes = useQuery({ ...tableCodesQueryOptions(restaurantId ?? ""), enabled: restaurantId !== null });

  if (workspace.isError) {
    const status = getErrorStatus(workspace.error);
    return (
      <Page>
        <ErrorState
          title={status === 403 ? "Table codes are for restaurant teams" : "We couldn't load your restaurant"}
          message={parseApiError(workspace.error).message}
          onRetry={() => void workspace.refetch()}
          testId="error-workspace"
        />
      </Page>
    );
  }

  return (
    <Page restaurantName={workspace.data?.restaurant.name}>
      {workspace.isPending || codes.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading table codes…
          </span>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      ) : codes.isError ? (
        <ErrorState title="We couldn't load the table codes" message={parseApiError(codes.error).message} onRetry={() => void codes.refetch()} testId="error-table-codes" />
      ) : codes.data.length === 0 ? (
        <EmptyState icon={QrCode} title="No tables yet" text="Add tables to your floor plan to print their codes." testId="empty-table-codes" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-3" aria-label="Table QR codes">
          {codes.data.map((code) => (
            <li key={code.tableId} className="break-inside-avoid">
              <TableCodeCard code={code} restaurantId={restaurantId ?? ""} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

function Page({ restaurantName, children }: { restaurantName?: string; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 print:max-w-none print:p-0" data-testid="page-table-codes">
      <style>{PRINT_CSS}</style>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between print:hidden">
        <div>
          <p className="text-sm font-medium uppercase tracking-wide text-primary">Restaurant dashboard</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">Table QR codes</h1>
          <p className="mt-1 text-muted-foreground">
            {restaurantName ? `${restaurantName}: ` : ""}print a card per table. Guests scan it to check in, order and pay.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" asChild>
            <Link href="/restaurant-dashboard">
              <ArrowLeft aria-hidden="true" />
              Dashboard
            </Link>
          </Button>
          <Button onClick={() => window.print()} data-testid="button-print">
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
      </header>
      {children}
    </div>
  );
}

function TableCodeCard({ code, restaurantId }: { code: TableQr; restaurantId: string }) {
  const rotate = useRotateTableCode(restaurantId);
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    rotate.mutate(code.tableId, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: `New code for table ${code.tableNumber}`, description: "Print it and replace the card on the table." });
      },
      onError: (e) => toast({ variant: "destructive", title: "Couldn't rotate the code", description: parseApiError(e).message }),
    });

  return (
    <article
      className="grid justify-items-center gap-3 rounded-xl border bg-card p-5 text-center text-card-foreground print:rounded-none print:border-black print:bg-white print:text-black"
      aria-labelledby={`code-${code.tableId}`}
      data-testid={`card-table-code-${code.tableNumber}`}
    >
      <h2 id={`code-${code.tableId}`} className="text-2xl font-bold">
        Table {code.tableNumber}
      </h2>
      <TableQrImage svg={code.qrSvg} tableNumber={code.tableNumber} />
      <p className="text-sm text-muted-foreground print:text-black">
        {code.section} · {code.capacity} {code.capacity === 1 ? "seat" : "seats"}
      </p>
      <p className="text-sm font-medium">Scan to check in, order and pay</p>
      {/* Manual Entry asks for it beside the number; rotated with the QR code. */}
      <p className="text-sm">
        No camera? Table {code.tableNumber}, code{" "}
        <span className="rounded border px-1.5 py-0.5 font-mono text-base font-bold tracking-[0.2em]" data-testid={`text-short-code-${code.tableNumber}`}>
          {code.shortCode}
        </span>
      </p>
      <Button variant="outline" size="sm" className="print:hidden" onClick={() => setConfirming(true)} data-testid={`button-rotate-${code.tableNumber}`}>
        <RefreshCw aria-hidden="true" />
        Rotate code
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Rotate the code for table ${code.tableNumber}?`}
        description="The printed code on this table stops working at once. Print the new one and replace the card."
        confirmLabel="Rotate code"
        destructive
        pending={rotate.isPending}
        onConfirm={confirm}
      />
    </article>
  );
}
