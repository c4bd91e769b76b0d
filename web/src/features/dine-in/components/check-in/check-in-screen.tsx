import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { InlineAlert } from "@/components/domain/state-panels";
import { parseApiError } from "@/lib/api-error";
import { leaveTable, useCheckIn } from "../../api/guest-api";
import { useGuestToken } from "../../lib/guest-token-store";
import { tableTokenFromQr } from "../../lib/qr-payload";
import { Skeleton } from "@/components/ui/skeleton";
import { CheckInPanel } from "./check-in-panel";

/**
 * The table (menu, cart, bill, payment) is its own chunk: `/checkin`'s first paint is QR Scan and Manual Entry,
 * so a guest's phone does not download and run the table's code until it has a table (issue 14's budget).
 */
const loadTableScreen = () => import("../table/table-screen");
const TableScreen = lazy(() => loadTableScreen().then((m) => ({ default: m.TableScreen })));
/** Fetched as the guest starts checking in (a tap or a key in the panel), so the table is ready when they are in. */
const prefetchTableScreen = () => void loadTableScreen().catch(() => undefined);

function TableLoading() {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Opening your table" data-testid="loading-table">
      <Skeleton className="h-28 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

/**
 * /checkin — spec "Dine-In Check-In". Not checked in: QR Scan and Manual Entry. Checked in (this phone
 * holds a guest secret): the table. Opening `/checkin?t=<token>` — what a phone's own camera app does with
 * the printed code — checks in at once.
 */
export function CheckInScreen() {
  const guestToken = useGuestToken();
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const params = new URLSearchParams(search);
  const linkToken = tableTokenFromQr(`/checkin?${search}`);
  const [notice, setNotice] = useState<string | null>(null);

  const autoCheckIn = useCheckIn();
  const { mutate: checkInWithLink } = autoCheckIn;
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!linkToken || started.current === linkToken) return;
    started.current = linkToken;
    prefetchTableScreen();
    checkInWithLink(
      { qrToken: linkToken },
      // The secret leaves the address bar either way: it should not sit in history or be shared by copy-paste.
      { onSettled: () => navigate("/checkin", { replace: true }) },
    );
  }, [linkToken, checkInWithLink, navigate]);

  const ended = useCallback(
    (message: string) => {
      leaveTable(queryClient, guestToken);
      setNotice(message);
    },
    [queryClient, guestToken],
  );

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6" data-testid="page-checkin">
      <header>
        <p className="text-sm font-medium uppercase tracking-wide text-primary">Dine-in</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">Dine-In Check-In</h1>
      </header>
      {autoCheckIn.isPending ? (
        <p role="status" className="text-muted-foreground" data-testid="status-auto-check-in">
          Checking you in…
        </p>
      ) : null}
      {autoCheckIn.isError ? <InlineAlert message={parseApiError(autoCheckIn.error, "We couldn't check you in with that code.").message} testId="error-auto-check-in" /> : null}
      {guestToken ? (
        <Suspense fallback={<TableLoading />}>
          <TableScreen key={guestToken} guestToken={guestToken} onEnded={ended} onCheckOut={() => ended("You have checked out. Thank you for dining with us!")} />
        </Suspense>
      ) : linkToken && autoCheckIn.isIdle ? null : (
        <div onPointerDownCapture={prefetchTableScreen} onKeyDownCapture={prefetchTableScreen}>
          <CheckInPanel preselectedRestaurantId={params.get("restaurant")} notice={notice} />
        </div>
      )}
    </div>
  );
}
