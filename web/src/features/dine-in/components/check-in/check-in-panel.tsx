import type { CheckInInput } from "@tavola/contracts";
import { Keyboard, QrCode } from "lucide-react";
import { useState } from "react";
import { InlineAlert } from "@/components/domain/state-panels";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { type ApiError, fieldError, parseApiError } from "@/lib/api-error";
import { fetchDemoTable, useCheckIn } from "../../api/guest-api";
import { ManualEntryForm } from "./manual-entry-form";
import { QrScanPanel } from "./qr-scan-panel";

/** Not checked in yet: the spec's two tabs, QR Scan and Manual Entry. */
export function CheckInPanel({ preselectedRestaurantId, notice }: { preselectedRestaurantId: string | null; notice: string | null }) {
  const checkIn = useCheckIn();
  const [simulating, setSimulating] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [via, setVia] = useState<"qr" | "manual">("qr");

  const submit = (input: CheckInInput, source: "qr" | "manual") => {
    setError(null);
    setVia(source);
    checkIn.mutate(input, { onError: (e) => setError(parseApiError(e, "We couldn't check you in. Please try again.")) });
  };

  const simulate = async () => {
    setSimulating(true);
    setError(null);
    try {
      const demo = await fetchDemoTable();
      submit({ qrToken: demo.qrToken }, "qr");
    } catch (e) {
      setError(parseApiError(e, "The demo table is not available right now."));
      setVia("qr");
    } finally {
      setSimulating(false);
    }
  };

  const busy = checkIn.isPending || simulating;
  // A field message for the manual form shows under its field; anything else (a stale QR code) shows here.
  const manualFieldError = fieldError(error, "restaurantId", "tableNumber", "tableCode");
  const qrError = via === "qr" && error ? (fieldError(error, "qrToken") ?? error.message) : null;
  const manualError = via === "manual" && error && !manualFieldError ? error.message : null;

  return (
    <Card data-testid="card-check-in">
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight tracking-tight">Check in to your table</h2>
        <CardDescription>Scan the QR code on your table, or enter its number and code.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {notice ? (
          <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm" data-testid="text-check-in-notice">
            {notice}
          </p>
        ) : null}
        <Tabs defaultValue="qr">
          <TabsList aria-label="How to check in">
            <TabsTrigger value="qr" data-testid="tab-qr-scan">
              <QrCode aria-hidden="true" />
              QR Scan
            </TabsTrigger>
            <TabsTrigger value="manual" data-testid="tab-manual-entry">
              <Keyboard aria-hidden="true" />
              Manual Entry
            </TabsTrigger>
          </TabsList>
          <TabsContent value="qr" className="grid gap-4">
            <QrScanPanel onToken={(qrToken) => submit({ qrToken }, "qr")} onSimulate={() => void simulate()} busy={busy} simulating={simulating} />
            <InlineAlert message={qrError} testId="error-check-in-qr" />
          </TabsContent>
          <TabsContent value="manual" className="grid gap-4">
            <ManualEntryForm
              preselectedRestaurantId={preselectedRestaurantId}
              onCheckIn={(input) => submit(input, "manual")}
              pending={checkIn.isPending}
              error={via === "manual" ? error : null}
            />
            <InlineAlert message={manualError} testId="error-check-in-manual" />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
