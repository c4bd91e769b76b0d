/**
 * A table's QR code as the server drew it (an SVG of this site's check-in link), shown as an image so it
 * prints crisply at any size.
 */
export function TableQrImage({ svg, tableNumber }: { svg: string; tableNumber: number }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={`QR code for table ${tableNumber}`}
      className="aspect-square w-full max-w-48 bg-white"
      data-testid={`img-qr-${tableNumber}`}
    />
  );
}
