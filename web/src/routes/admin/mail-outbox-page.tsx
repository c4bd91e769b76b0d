import { MailOutbox } from "@/features/mail-outbox/components/mail-outbox";

/** /admin/mail (super admins, checked on the server): every email the platform queued, sent or could not send. */
export function MailOutboxPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6" data-testid="page-admin-mail">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Mail outbox</h1>
        <p className="text-muted-foreground">
          Every email Tavola sends, newest first. Without an SMTP server configured, mail waits here as Queued.
        </p>
      </header>
      <MailOutbox />
    </div>
  );
}
