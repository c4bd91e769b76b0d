/** The restaurant's printable table codes (the guest's /checkin is a chunk of its own: lazy-routes.ts). */
export { TableCodesPage } from "./table-codes-page";
