import { useLocation, useSearch } from "wouter";
import { RequireAuth } from "@/app/require-auth";
import { ClientQuote } from "@/features/catering-quotes/components/client-quote";
import { LeadPicker } from "@/features/catering-quotes/components/lead-picker";
import { QuoteBuilder } from "@/features/catering-quotes/components/quote-builder";

/**
 * /catering-quotes: with `?token=` the client's quote from the mailed link (no account); otherwise the team's
 * quote builder (signed in), for the lead in `?lead=` (the CRM's lead panel links here) or one picked.
 */
export function CateringQuotesPage() {
  const params = new URLSearchParams(useSearch());
  const token = params.get("token");
  if (token) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6" data-testid="page-catering-quote-client">
        <h1 className="text-3xl font-bold tracking-tight">Your catering quote</h1>
        <ClientQuote token={token} />
      </div>
    );
  }
  return (
    <RequireAuth>
      <TeamQuotes leadId={params.get("lead")} />
    </RequireAuth>
  );
}

function TeamQuotes({ leadId }: { leadId: string | null }) {
  const [, navigate] = useLocation();
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-7xl gap-6 px-4 py-8 sm:px-6" data-testid="page-catering-quotes">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Catering Quotes</h1>
        <p className="text-muted-foreground">Build a detailed quote, send it, and see which version the client accepted.</p>
      </div>
      <LeadPicker value={leadId} onChange={(id) => navigate(`/catering-quotes?lead=${encodeURIComponent(id)}`)} />
      {leadId ? <QuoteBuilder leadId={leadId} /> : null}
    </div>
  );
}
