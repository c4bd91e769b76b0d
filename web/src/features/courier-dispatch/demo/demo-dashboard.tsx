import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { BOARD_KEY, EARNINGS_KEY, payoutsQueryOptions } from "../api/dispatch-api";
import { CourierDashboard } from "../components/courier-dashboard";
import { DispatchDemoContext } from "./demo-mode";
import { sampleBoard, sampleEarnings, SAMPLE_PAYOUTS } from "./sample-board";

/**
 * The courier dashboard on sample data: its own query cache, filled with the sample and never stale, so no query
 * fetches; the demo context turns every action into a local change and leaves out the stream and geolocation.
 */
export function DemoCourierDashboard() {
  const [client] = useState(() => {
    const c = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false } } });
    c.setQueryData(BOARD_KEY, sampleBoard());
    c.setQueryData(EARNINGS_KEY, sampleEarnings());
    c.setQueryData(payoutsQueryOptions.queryKey, SAMPLE_PAYOUTS);
    return c;
  });
  return (
    <QueryClientProvider client={client}>
      <DispatchDemoContext.Provider value={true}>
        <CourierDashboard />
      </DispatchDemoContext.Provider>
    </QueryClientProvider>
  );
}
