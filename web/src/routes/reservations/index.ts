/** The guest's reservation screen other than booking (/tables, a chunk of its own: lazy-routes.ts). */
export { ReservationPage } from "./reservation-page";
export { MyReservationsPage } from "./my-reservations-page";
