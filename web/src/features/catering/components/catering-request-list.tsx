import { SKELETON_COUNT } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorMessage } from "@/lib/api-client";
import { cateringRequestsQueryOptions } from "../api/catering-api";
import { CateringRequestCard } from "./catering-request-card";

function CateringRequestSkeleton() {
  return (
    <Card data-testid="skeleton-catering-request">
      <CardHeader className="pb-3">
        <Skeleton className="h-5 w-2/3" />
      </CardHeader>
      <CardContent className="grid gap-2">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-full" />
      </CardContent>
    </Card>
  );
}

export function CateringRequestList() {
  const { data, isLoading, isError, error } = useQuery(cateringRequestsQueryOptions);

  if (isLoading) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading your requests">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <CateringRequestSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <p role="alert" className="text-sm text-destructive" data-testid="text-catering-error">
        {getErrorMessage(error, "Unable to load your catering requests.")}
      </p>
    );
  }

  if (!data || data.length === 0) {
    return (
      <div className="rounded-xl border border-dashed p-8 text-center" data-testid="empty-catering-requests">
        <p className="font-medium">No catering requests yet.</p>
        <p className="mt-1 text-sm text-muted-foreground">Submit your first request using the form.</p>
      </div>
    );
  }

  return (
    <ul className="grid gap-4" aria-label="My catering requests">
      {data.map((request) => (
        <li key={request.id}>
          <CateringRequestCard request={request} />
        </li>
      ))}
    </ul>
  );
}
