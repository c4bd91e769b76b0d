import { TableCodes } from "@/features/dine-in/components/codes/table-codes";

/** /restaurant-dashboard/table-codes — the printable QR code for every table (restaurant teams). */
export function TableCodesPage() {
  return <TableCodes />;
}
