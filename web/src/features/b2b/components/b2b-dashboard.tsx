import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { CompanyAccount } from "@tavola/contracts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { getErrorStatus } from "@/lib/api-client";
import { parseApiError } from "@/lib/api-error";
import { companiesQueryOptions, companyQueryOptions, myCompanyQueryOptions, useAcceptInvite } from "../api/b2b-api";
import { InvoicesPanel } from "./invoices-panel";
import { OpenCompanyForm } from "./open-company-form";
import { OrdersPanel, RecurringPanel } from "./orders-panel";
import { PeoplePanel } from "./people-panel";
import { SettingsPanel } from "./settings-panel";
import { SpendChart } from "./spend-chart";

const TABS = ["orders", "recurring", "people", "settings", "invoices"] as const;
type Tab = (typeof TABS)[number];
const initialTab = (): Tab => {
  const hash = typeof window === "undefined" ? "" : window.location.hash.slice(1);
  return (TABS as readonly string[]).includes(hash) ? (hash as Tab) : "orders";
};

/** One company account: overview with this month's spend, then orders, recurring orders, people, settings, invoices. */
export function CompanyAccountView({ account }: { account: CompanyAccount }) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const c = account.company;
  return (
    <div className="grid gap-6" data-testid="b2b-company">
      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold leading-tight tracking-tight" data-testid="text-company-name">{c.name}</h2>
          <CardDescription>
            VAT {c.vatNumber}
            {c.parentCompanyName && <> · part of {c.parentCompanyName}</>} · you are {account.viewerRole === "executive" ? "viewing as an executive" : `an ${account.viewerRole}`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <h3 className="mb-2 text-sm font-medium">Spend this month</h3>
          <SpendChart month={account.month} spendByDay={account.spendByDay} spentCents={account.spentCents} limitCents={c.monthlyLimitCents} />
        </CardContent>
      </Card>
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList className="flex h-auto w-full flex-wrap justify-start">
          <TabsTrigger value="orders" data-testid="tab-orders">Orders</TabsTrigger>
          <TabsTrigger value="recurring" data-testid="tab-recurring">Recurring</TabsTrigger>
          <TabsTrigger value="people" data-testid="tab-people">Employees</TabsTrigger>
          <TabsTrigger value="settings" data-testid="tab-settings">Settings</TabsTrigger>
          <TabsTrigger value="invoices" data-testid="tab-invoices">Invoices</TabsTrigger>
        </TabsList>
        <TabsContent value="orders" className="pt-4"><OrdersPanel account={account} /></TabsContent>
        <TabsContent value="recurring" className="pt-4"><RecurringPanel account={account} /></TabsContent>
        <TabsContent value="people" className="pt-4"><PeoplePanel account={account} /></TabsContent>
        <TabsContent value="settings" className="pt-4"><SettingsPanel key={`${c.id}-${String(c.monthlyLimitCents)}-${String(c.poNumberRequired)}-${String(c.costCentreRequired)}`} account={account} /></TabsContent>
        <TabsContent value="invoices" className="pt-4"><InvoicesPanel companyId={c.id} /></TabsContent>
      </Tabs>
    </div>
  );
}

/** An enterprise client's own company; 404 means the account has not joined one yet. */
export function MyCompany() {
  const q = useQuery(myCompanyQueryOptions);
  if (q.isPending) return <Skeleton className="h-48 w-full" />;
  if (q.isError) {
    const status = getErrorStatus(q.error);
    return (
      <p className="text-muted-foreground" role={status === 404 ? undefined : "alert"}>
        {status === 404 ? "Your account does not belong to a company yet. Ask your company's admin for an invitation." : parseApiError(q.error).message}
      </p>
    );
  }
  return <CompanyAccountView account={q.data} />;
}

/** Executives pick any company account. */
export function ExecutiveCompanies() {
  const list = useQuery(companiesQueryOptions);
  const [id, setId] = useState("");
  const chosen = id || list.data?.companies[0]?.id || "";
  const account = useQuery({ ...companyQueryOptions(chosen), enabled: chosen !== "" });
  if (list.isPending) return <Skeleton className="h-12 w-full" />;
  if (list.isError) return <p role="alert" className="text-destructive">{parseApiError(list.error).message}</p>;
  return (
    <div className="grid gap-6">
      {list.data.companies.length === 0 ? (
        <p className="text-muted-foreground">No company accounts yet.</p>
      ) : (
        <FormField label="Company" className="max-w-sm">
          <Select value={chosen} onChange={(e) => setId(e.target.value)} data-testid="select-company">
            {list.data.companies.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </Select>
        </FormField>
      )}
      <details className="rounded-md border p-3">
        <summary className="cursor-pointer py-2 font-medium">Open a company account</summary>
        <div className="pt-3">
          <OpenCompanyForm companies={list.data.companies} onOpened={setId} />
        </div>
      </details>
      {chosen && (account.isPending ? <Skeleton className="h-48 w-full" /> : account.data ? <CompanyAccountView key={chosen} account={account.data} /> : null)}
    </div>
  );
}

/** `?invite=<token>` from the invitation mail: joined with one tap, signed in with the invited address. */
export function InviteAccept({ token, onDone }: { token: string; onDone: () => void }) {
  const accept = useAcceptInvite();
  const [message, setMessage] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card>
      <CardHeader>
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold leading-tight tracking-tight">You are invited to a company account</h2>
        <CardDescription>Join to order catering for your company with its PO numbers and cost centres.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button
          disabled={accept.isPending}
          data-testid="button-accept-invite"
          onClick={() =>
            accept.mutate(token, {
              onSuccess: (r) => {
                setMessage(`You joined ${r.companyName}.`);
                onDone();
              },
              onError: (e) => setMessage(parseApiError(e).message),
            })
          }
        >
          Join the company
        </Button>
        <p role="status" className="text-sm">{message}</p>
      </CardContent>
    </Card>
  );
}
