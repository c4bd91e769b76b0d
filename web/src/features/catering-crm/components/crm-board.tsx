import { BOARD_PER_STAGE_DEFAULT, BOARD_PER_STAGE_MAX, canMoveLead, LEAD_STAGE_LABELS, type LeadBoardQuery, type LeadCard as LeadCardData, type LeadStage } from "@tavola/contracts";
import { DndContext, KeyboardSensor, MeasuringStrategy, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type DragStartEvent } from "@dnd-kit/core";
import { useQueries, useQuery } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { EmptyState } from "@/components/domain/state-panels";
import { StaffAccessState, type StaffAccessTexts } from "@/components/domain/staff-access-state";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { boardQueryOptions } from "../api/crm-api";
import { useCrmStream } from "../hooks/use-crm-stream";
import { useDebounced } from "../hooks/use-debounced";
import { useNow } from "../hooks/use-now";
import { useStageMove } from "../hooks/use-stage-move";
import { columnKeyboardCoordinates, columnUnderCentre } from "../lib/keyboard-coordinates";
import { BoardColumn } from "./board-column";
import { BoardFilters } from "./board-filters";
import { LeadDrawer } from "./lead-drawer";

const TEXTS: StaffAccessTexts = {
  notOnTeamTitle: "This page is for catering teams",
  notOnTeamText: "The catering CRM is for restaurant teams and enterprise clients. To ask for catering, send a request.",
  elsewhere: { href: "/catering", label: "Request catering" },
  signedOutText: "Your session has ended. Sign in again to see your catering leads.",
  loadErrorTitle: "The catering pipeline didn't load",
};

/** Columns are measured again while a card is dragged: a refetch can change their height mid-drag. */
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

const stageName = (id: unknown) => LEAD_STAGE_LABELS[id as LeadStage] ?? String(id);

/** Live updates for the team's board (rendered only for those who may act on leads). */
function LiveUpdates() {
  useCrmStream();
  return null;
}

/**
 * /catering-crm: the catering pipeline as a board, a column per stage. Cards move by drag and drop (mouse, touch,
 * or the keyboard: Space on a card's grip, arrows across columns, Space to drop) or with the buttons on the lead's
 * page; the board refetches whenever a lead it shows changes anywhere.
 */
export function CrmBoard({ returnTo }: { returnTo: string }) {
  const [filters, setFiltersState] = useState<LeadBoardQuery>({});
  const query = useDebounced(filters, 250);
  const board = useQuery(boardQueryOptions(query));
  // A column asked to show more reads itself (`stage` + a larger `perStage`); the rest stay on the board's read.
  const [limits, setLimits] = useState<Partial<Record<LeadStage, number>>>({});
  const expanded = Object.entries(limits) as Array<[LeadStage, number]>;
  const columnReads = useQueries({ queries: expanded.map(([stage, perStage]) => boardQueryOptions({ ...query, stage, perStage })) });
  // New filters start every column afresh at the board's page size.
  const setFilters = (next: LeadBoardQuery) => {
    setFiltersState(next);
    setLimits({});
  };
  // The open lead is in the URL (`?lead=<id>`): a lead's link opens it, and Back closes it (on a phone, too).
  const search = useSearch();
  const [location, navigate] = useLocation();
  const openId = new URLSearchParams(search).get("lead");
  const setOpenId = (id: string | null) => navigate(id ? `${location}?lead=${encodeURIComponent(id)}` : location, { replace: id === null });
  const [dragging, setDragging] = useState<LeadCardData | null>(null);
  const stageMove = useStageMove();
  const now = useNow();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  const error = board.isError ? parseApiError(board.error) : null;
  if (board.isError && !(error?.status === 400 && board.data)) {
    return <StaffAccessState error={board.error} onRetry={() => void board.refetch()} returnTo={returnTo} texts={TEXTS} />;
  }
  if (!board.data) return <Skeleton className="h-96 w-full rounded-xl" data-testid="skeleton-crm" />;
  const { canEdit } = board.data;
  const columns = board.data.columns.map((c) => {
    const i = expanded.findIndex(([stage]) => stage === c.stage);
    return (i >= 0 ? columnReads[i]?.data?.columns[0] : undefined) ?? c;
  });
  const showMore = (stage: LeadStage) =>
    setLimits((l) => ({ ...l, [stage]: Math.min(BOARD_PER_STAGE_MAX, (l[stage] ?? BOARD_PER_STAGE_DEFAULT) + BOARD_PER_STAGE_DEFAULT) }));
  const anyLead = columns.some((c) => c.total > 0);
  const filtered = Object.values(query).some((v) => v !== undefined && v !== "");

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${String(active.data.current?.lead?.eventName ?? "lead")}. Use the left and right arrows to choose a stage, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${String(active.data.current?.lead?.eventName ?? "Lead")} is over ${stageName(over.id)}.` : "Not over a stage."),
    onDragEnd: ({ over }) => (over ? `Dropped on ${stageName(over.id)}.` : "Dropped outside the board."),
    onDragCancel: () => "Move cancelled; the lead stays where it was.",
  };

  const onDragStart = (e: DragStartEvent) => setDragging((e.active.data.current?.lead as LeadCardData | undefined) ?? null);
  const onDragEnd = (e: DragEndEvent) => {
    setDragging(null);
    const lead = e.active.data.current?.lead as LeadCardData | undefined;
    if (lead && e.over) stageMove.request(lead, e.over.id as LeadStage);
  };

  return (
    <div className="grid min-w-0 gap-4">
      {canEdit ? <LiveUpdates /> : null}
      <BoardFilters filters={filters} onChange={setFilters} restaurants={board.data.restaurants} owners={board.data.owners} fieldErrors={error?.fieldErrors ?? {}} />
      <p className="sr-only" role="status" aria-live="polite">
        {stageMove.announcement}
      </p>
      {!anyLead ? (
        <EmptyState
          icon={Inbox}
          title={filtered ? "No leads match these filters" : "No catering leads yet"}
          text={filtered ? "Try other dates or clear the filters." : "Requests from the catering forms land here as New."}
          testId="crm-empty"
        />
      ) : null}
      <DndContext sensors={sensors} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)} accessibility={{ announcements }} measuring={MEASURING} collisionDetection={columnUnderCentre}>
        {/* The columns scroll sideways inside the board; the page itself never gets wider than the screen. */}
        <div className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0" data-testid="crm-board" role="region" aria-label="Catering pipeline" tabIndex={0}>
          <div className="flex w-max items-start gap-3">
            {columns.map((c) => (
              <BoardColumn
                key={c.stage}
                stage={c.stage}
                total={c.total}
                leads={c.leads}
                now={now}
                canDrag={canEdit}
                onOpen={setOpenId}
                onShowMore={c.leads.length < BOARD_PER_STAGE_MAX ? () => showMore(c.stage) : undefined}
                dropState={!dragging ? "idle" : dragging.stage === c.stage || canMoveLead(dragging.stage, c.stage) ? "legal" : "illegal"}
              />
            ))}
          </div>
        </div>
      </DndContext>
      {stageMove.dialog}
      <LeadDrawer leadId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
