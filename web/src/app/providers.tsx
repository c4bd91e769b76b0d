import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { queryClient as defaultQueryClient } from "@/lib/query-client";
import { ThemeProvider } from "./theme/theme-provider";

/**
 * Everything a screen may rely on; tests pass their own QueryClient so cache state never leaks. Tooltips
 * bring their own provider (components/ui/tooltip.tsx), so the first load carries no Radix positioning code.
 */
export function AppProviders({ children, queryClient = defaultQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <LazyToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
