import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { authUserQueryOptions } from "@/features/auth/api/auth-api";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { ExecutiveCompanies, InviteAccept, MyCompany } from "@/features/b2b/components/b2b-dashboard";

const inviteToken = () => (typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("invite"));

/**
 * /b2b-catering-crm (signed in): an enterprise client's company account — orders with PO number and cost centre,
 * this month's spend against the limit, recurring orders, employees, settings and monthly invoices; executives
 * open any company's. An invitation link (`?invite=`) offers to join first.
 */
export function B2bCateringCrmPage() {
  const { user, isExecutive } = useAuth();
  const [token, setToken] = useState(inviteToken);
  const qc = useQueryClient();
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-5xl gap-6 px-4 py-8 sm:px-6" data-testid="page-b2b-catering-crm">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">B2B Catering CRM</h1>
        <p className="text-muted-foreground">Business-to-business catering management.</p>
      </div>
      {token && (
        <InviteAccept
          token={token}
          onDone={() => {
            window.history.replaceState(null, "", "/b2b-catering-crm");
            setToken(null);
            // The account is an enterprise client now: the session's role changed.
            void qc.invalidateQueries({ queryKey: authUserQueryOptions.queryKey });
          }}
        />
      )}
      {isExecutive ? (
        <ExecutiveCompanies />
      ) : user?.role === "enterprise_client" ? (
        <MyCompany />
      ) : (
        !token && <p className="text-muted-foreground">Company catering accounts are for enterprise clients. Ask your company's admin for an invitation.</p>
      )}
    </div>
  );
}
