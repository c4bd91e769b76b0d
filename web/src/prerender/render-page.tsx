import { prerender } from "react-dom/static";
import { App } from "@/app/app";
import { AUTH_USER_QUERY_KEY } from "@/features/auth/api/auth-api";
import { createQueryClient } from "@/lib/query-client";
import { type PremergedClassNames, recordClassNames } from "@/lib/utils";

/**
 * The markup of one page as a first-time visitor sees it before any data arrives: signed out, nothing read
 * from the API yet (lists show their skeletons), default theme, empty cart. The build renders it for the
 * pages of PRERENDERED_PAGES (build-plugins/prerender.ts) and the browser hydrates it (main.tsx), so the
 * first paint does not wait for the JavaScript. Lazy screens are awaited, so the HTML is the whole page. It
 * also answers the class lists the page merged (lib/utils.ts), which hydration reuses.
 */
export async function renderPage(path: string): Promise<{ html: string; classNames: PremergedClassNames }> {
  const queryClient = createQueryClient();
  // Signed out: the same answer main.tsx has in its cache before it hydrates.
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, null);
  const stopRecording = recordClassNames();
  try {
    // Every boundary inline (no outlined segments revealed by scripts): the HTML holds no <script> at all.
    const { prelude } = await prerender(<App ssrPath={path} queryClient={queryClient} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const html = await new Response(prelude).text();
    return { html, classNames: stopRecording() };
  } finally {
    stopRecording();
    queryClient.clear();
  }
}
