import { useLocation } from "wouter";
import { CrmBoard } from "@/features/catering-crm/components/crm-board";

/** The spec's names for the three CRM routes (the same pipeline board behind each). */
const TITLES: Record<string, string> = {
  "/catering-crm": "Catering CRM",
  "/catering/crm": "Catering CRM",
  "/catering-requests-crm": "Catering Requests CRM",
};

/** /catering-crm, /catering/crm and /catering-requests-crm (signed in): the catering pipeline. */
export function CateringCrmPage() {
  const [location] = useLocation();
  const path = location.replace(/\/+$/, "");
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-[100rem] gap-6 px-4 py-8 sm:px-6" data-testid="page-catering-crm">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{TITLES[path] ?? "Catering CRM"}</h1>
        <p className="text-muted-foreground">Every catering request from first contact to delivery.</p>
      </div>
      <CrmBoard returnTo={path || "/catering-crm"} />
    </div>
  );
}
