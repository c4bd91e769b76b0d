import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { PAYMENT_PROVIDER_LABELS } from "@tavola/contracts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { parseApiError } from "@/lib/api-error";
import { providersQueryOptions, useSwitchProvider } from "../api/admin-api";

const QUEUES = [
  { href: "/admin/restaurants", label: "Restaurant applications", line: "Approve new restaurants, ask for changes, or reject." },
  { href: "/admin/couriers", label: "Courier applications", line: "Review applicants' documents; approve or reject." },
  { href: "/admin/mail", label: "Mail outbox", line: "Every email the platform queued or sent (super admins)." },
];

/** The approval queues and the outbox as links, and the payment providers' switches (the failover drill). */
export function AdminTools() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Queues and mail</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3">
            {QUEUES.map((q) => (
              <li key={q.href} className="grid gap-0.5">
                <Link href={q.href} className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline sm:min-h-0">
                  {q.label}
                </Link>
                <span className="text-sm text-muted-foreground">{q.line}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <PaymentProviders />
    </div>
  );
}

function PaymentProviders() {
  const providers = useQuery(providersQueryOptions);
  const switchProvider = useSwitchProvider();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Payment providers</CardTitle>
        <p className="text-sm text-muted-foreground">Switch one off to drill failover: payments route to the other. Every switch is audited.</p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {providers.isError ? (
          <p role="alert">{parseApiError(providers.error).message}</p>
        ) : !providers.data ? (
          <Skeleton className="h-16" aria-label="Loading payment providers" />
        ) : (
          providers.data.map((p) => (
            <label key={p.provider} className="flex min-h-11 items-center justify-between gap-3">
              <span>
                {PAYMENT_PROVIDER_LABELS[p.provider]} <span className="text-sm text-muted-foreground">({p.available ? "taking payments" : "off"})</span>
              </span>
              <Switch
                checked={p.available}
                disabled={switchProvider.isPending}
                onCheckedChange={(available) => switchProvider.mutate({ provider: p.provider, available })}
                aria-label={`${PAYMENT_PROVIDER_LABELS[p.provider]} takes payments`}
              />
            </label>
          ))
        )}
        {switchProvider.isError && (
          <p role="alert" className="text-sm text-destructive">
            {parseApiError(switchProvider.error).message}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
