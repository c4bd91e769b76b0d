/** Super admins' screens. */
export { MailOutboxPage } from "./mail-outbox-page";
