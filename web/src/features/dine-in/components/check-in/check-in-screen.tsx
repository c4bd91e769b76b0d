import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { InlineAlert } from "@/components/domain/state-panels";
import { parseApiError } from "@/lib/api-error";
import { leaveTable, useCheckIn } from "../../api/guest-api";
import { useGuestToken } from "../../lib/guest-token-store";
import { tableTokenFromQr } from "../../lib/qr-payload";
import { TableScreen } from "../table/table-screen";
import { CheckInPanel } from "./check-in-panel";

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
        <TableScreen key={guestToken} guestToken={guestToken} onEnded={ended} onCheckOut={() => ended("You have checked out. Thank you for dining with us!")} />
      ) : linkToken && autoCheckIn.isIdle ? null : (
        <CheckInPanel preselectedRestaurantId={params.get("restaurant")} notice={notice} />
      )}
    </div>
  );
}
