/** The guest's reservation screens load as one chunk: they share the reservation views and rules. */
export { ReservationPage } from "./reservation-page";
export { TablesPage } from "./tables-page";
