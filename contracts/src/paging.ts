import { z } from "zod";

const PAGE_MESSAGE = "page must be a whole number from 1";
const PAGE_SIZE_MESSAGE = "pageSize must be 1–100";

/**
 * The `page` and `pageSize` query fields every paged list takes (query strings, so coerced), each with its
 * message. Spread into a list's query schema: `z.object({ ...pageQueryFields(), status: ... })`.
 */
export function pageQueryFields(defaultPageSize = 25) {
  return {
    page: z.coerce.number({ error: PAGE_MESSAGE }).int({ error: PAGE_MESSAGE }).min(1, { error: PAGE_MESSAGE }).max(100_000, { error: PAGE_MESSAGE }).default(1),
    pageSize: z.coerce
      .number({ error: PAGE_SIZE_MESSAGE })
      .int({ error: PAGE_SIZE_MESSAGE })
      .min(1, { error: PAGE_SIZE_MESSAGE })
      .max(100, { error: PAGE_SIZE_MESSAGE })
      .default(defaultPageSize),
  };
}
