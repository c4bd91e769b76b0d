import {
  COURIER_APPLICATION_STATUSES,
  COURIER_VEHICLE_LABELS,
  COURIER_VEHICLES,
  COURIER_ZONES,
  type CourierApplicationStatus,
  type CourierVehicle,
  type CourierZone,
} from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { fieldControlClass, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Button } from "@/components/ui/button";
import { parseApiError } from "@/lib/api-error";
import { cn } from "@/lib/utils";
import { applicationsQueryOptions } from "../api/courier-review-api";
import { ApplicationDetail } from "./application-detail";
import { StatusBadge } from "./status-badge";

const STATUS_LABELS: Record<CourierApplicationStatus, string> = { draft: "Drafts", applied: "Waiting for review", approved: "Approved", rejected: "Rejected" };
const selectClass = cn(fieldControlClass, "h-10 min-h-11 sm:min-h-0");

/** The executives' queue: filters, the list (oldest submission first) and the open application beside it. */
export function CourierReviewQueue() {
  const [status, setStatus] = useState<CourierApplicationStatus>("applied");
  const [vehicle, setVehicle] = useState<CourierVehicle | "">("");
  const [zone, setZone] = useState<CourierZone | "">("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const query = useQuery(applicationsQueryOptions({ status, vehicle: vehicle || undefined, zone: zone || undefined, q: q.trim() || undefined, page, pageSize: 20 }));
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <div className="grid content-start gap-4">
        <div className="grid gap-3 sm:grid-cols-2" role="group" aria-label="Filters">
          <div className="grid gap-1">
            <Label htmlFor="filter-status">Status</Label>
            <select id="filter-status" className={selectClass} value={status} onChange={(e) => { setStatus(e.target.value as CourierApplicationStatus); setPage(1); }} data-testid="select-status">
              {COURIER_APPLICATION_STATUSES.map((s) => <option key={s} value={s}>{STATUS_LABELS[s]}</option>)}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="filter-vehicle">Vehicle</Label>
            <select id="filter-vehicle" className={selectClass} value={vehicle} onChange={(e) => { setVehicle(e.target.value as CourierVehicle | ""); setPage(1); }}>
              <option value="">Any vehicle</option>
              {COURIER_VEHICLES.map((v) => <option key={v} value={v}>{COURIER_VEHICLE_LABELS[v]}</option>)}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="filter-zone">Zone</Label>
            <select id="filter-zone" className={selectClass} value={zone} onChange={(e) => { setZone(e.target.value as CourierZone | ""); setPage(1); }}>
              <option value="">Any zone</option>
              {COURIER_ZONES.map((z) => <option key={z} value={z}>{z}</option>)}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="filter-q">Name or email</Label>
            <Input id="filter-q" type="search" value={q} maxLength={100} onChange={(e) => { setQ(e.target.value); setPage(1); }} />
          </div>
        </div>
        {query.isPending ? <p className="text-sm text-muted-foreground">Loading applications…</p> : null}
        {query.isError ? <p role="alert" className="text-destructive">{parseApiError(query.error).message}</p> : null}
        {query.data ? (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">{query.data.total} {query.data.total === 1 ? "application" : "applications"}</p>
            {query.data.items.length === 0 ? <p className="rounded-md border p-4 text-sm" data-testid="text-queue-empty">Nothing here. New applications appear as they are submitted.</p> : null}
            <ul className="grid gap-2" data-testid="list-applications">
              {query.data.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => setOpen(item.id)}
                    aria-pressed={open === item.id}
                    className={cn("grid w-full gap-1 rounded-lg border p-3 text-left hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", open === item.id && "border-primary bg-primary/5")}
                    data-testid={`application-${item.id}`}
                  >
                    <span className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-medium">{[item.firstName, item.lastName].filter(Boolean).join(" ") || item.email}</span>
                      <StatusBadge status={item.status} />
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {item.vehicle ? COURIER_VEHICLE_LABELS[item.vehicle] : "No vehicle yet"} · {item.zones.join(", ") || "no zones"} · {item.documentCount} {item.documentCount === 1 ? "document" : "documents"}
                    </span>
                    {item.submittedAt ? <span className="text-xs text-muted-foreground">Submitted {new Date(item.submittedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <div className="flex items-center justify-between gap-2">
                <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>Previous</Button>
                <span className="text-sm">Page {page} of {pages}</span>
                <Button variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>Next</Button>
              </div>
            ) : null}
          </>
        ) : null}
      </div>
      <div className="min-w-0">
        {open ? <ApplicationDetail key={open} id={open} /> : <p className="hidden text-sm text-muted-foreground lg:block">Choose an application to see its documents and decide.</p>}
      </div>
    </div>
  );
}
