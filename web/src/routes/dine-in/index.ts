/** The dine-in screens load as one chunk: the guest's check-in, menu and bill, and the printable table codes. */
export { CheckInPage } from "./check-in-page";
export { TableCodesPage } from "./table-codes-page";
