import { Camera, CameraOff, Loader2, QrCode, ScanLine } from "lucide-react";
import { useCallback, useState } from "react";
import { InlineAlert } from "@/components/domain/state-panels";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/use-hydrated";
import { cameraSupport, useQrScanner } from "../../hooks/use-qr-scanner";
import { tableTokenFromQr } from "../../lib/qr-payload";

export const NO_CAMERA_MESSAGE = "Camera not available — use Simulate QR Scan or Manual Entry";

const REASONS = {
  insecure: "The camera only works on a secure (https) page.",
  missing: "This browser has no camera we can use.",
  unavailable: "No camera was found, or another app is using it.",
  denied: "Camera permission was denied. You can allow it in the browser's site settings.",
} as const;

type QrScanPanelProps = {
  /** Check in with a table's QR secret (from the camera or the demo table). */
  onToken: (token: string) => void;
  onSimulate: () => void;
  busy: boolean;
  simulating: boolean;
};

/** Spec "QR Scan": the camera reads the table's code; "Simulate QR Scan" uses the demo table's code instead. */
export function QrScanPanel({ onToken, onSimulate, busy, simulating }: QrScanPanelProps) {
  // Prerendered (and while hydrating) as the common case, a phone with a camera; the real answer follows.
  const support = useHydrated() ? cameraSupport() : "ok";
  const [notTableCode, setNotTableCode] = useState(false);
  const onText = useCallback(
    (text: string) => {
      const token = tableTokenFromQr(text);
      if (!token) {
        // Keep scanning: the camera may have caught another code on the table (Wi-Fi, a menu link).
        setNotTableCode(true);
        return false;
      }
      setNotTableCode(false);
      onToken(token);
      return true;
    },
    [onToken],
  );
  const scanner = useQrScanner(onText);
  const scanning = scanner.state === "scanning" || scanner.state === "starting";
  const problem = support !== "ok" ? REASONS[support] : scanner.state === "denied" || scanner.state === "unavailable" ? REASONS[scanner.state] : null;

  return (
    <div className="grid gap-4" data-testid="panel-qr-scan">
      <div className="relative grid aspect-[4/3] w-full max-w-md place-items-center overflow-hidden rounded-xl border-2 border-dashed bg-muted/50 sm:aspect-video">
        <video
          ref={scanner.videoRef}
          // Muted by the scanner before it plays (a `muted` prop is not rendered into prerendered HTML).
          playsInline
          aria-label="Camera preview"
          className={scanning ? "absolute inset-0 size-full object-cover" : "hidden"}
          data-testid="video-camera"
        />
        {scanning ? (
          <ScanLine aria-hidden="true" className="relative size-24 text-white/80 drop-shadow" />
        ) : (
          <div className="grid justify-items-center gap-2 px-6 text-center text-muted-foreground">
            {problem ? <CameraOff aria-hidden="true" className="size-10" /> : <QrCode aria-hidden="true" className="size-10" />}
            <p className="text-sm">Point your camera at the QR code on your table.</p>
          </div>
        )}
      </div>

      <p role="status" aria-live="polite" className="text-sm text-muted-foreground" data-testid="status-scanner">
        {scanner.state === "starting" ? "Starting the camera…" : scanner.state === "scanning" ? "Looking for the table's QR code…" : ""}
        {notTableCode && scanning ? " That QR code is not a Tavola table code." : ""}
      </p>

      {problem ? (
        <InlineAlert message={NO_CAMERA_MESSAGE} testId="alert-no-camera">
          <p className="text-foreground/80">{problem}</p>
        </InlineAlert>
      ) : null}

      <div className="flex flex-wrap gap-3">
        {scanning ? (
          <Button variant="outline" onClick={scanner.stop} data-testid="button-stop-camera">
            <CameraOff aria-hidden="true" />
            Stop camera
          </Button>
        ) : (
          <Button onClick={() => void scanner.start()} disabled={support !== "ok" || busy} data-testid="button-start-camera">
            <Camera aria-hidden="true" />
            Start camera
          </Button>
        )}
        <Button variant="secondary" onClick={onSimulate} disabled={busy} data-testid="button-simulate-scan">
          {simulating ? <Loader2 aria-hidden="true" className="animate-spin" /> : <QrCode aria-hidden="true" />}
          Simulate QR Scan
        </Button>
      </div>
    </div>
  );
}
