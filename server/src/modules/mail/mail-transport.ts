import nodemailer from "nodemailer";

/** What delivery needs of nodemailer: one call, resolved once the SMTP server accepted the message. */
export type MailTransport = {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string; messageId: string }): Promise<unknown>;
};

/** nodemailer's SMTP transport on SMTP_URL; none without it (mail then stays in the outbox). */
export function createMailTransport(smtpUrl: string | undefined): MailTransport | null {
  if (!smtpUrl) return null;
  return nodemailer.createTransport(smtpUrl);
}
