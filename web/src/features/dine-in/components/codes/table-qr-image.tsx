import { useEffect, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * A table's QR code as an SVG image, drawn in the browser (the qrcode library is loaded with this page
 * only). High error correction: a printed card survives a coffee ring.
 */
export function TableQrImage({ url, tableNumber }: { url: string; tableNumber: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void import("qrcode")
      .then((QRCode) => QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 }))
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [url]);

  if (failed) return <p className="text-sm text-destructive">The QR code could not be drawn.</p>;
  if (!src) return <Skeleton className="aspect-square w-full max-w-48" />;
  return <img src={src} alt={`QR code for table ${tableNumber}`} className="aspect-square w-full max-w-48 bg-white" data-testid={`img-qr-${tableNumber}`} />;
}
