import { TABLE_GUEST_HEADER } from "@tavola/contracts";

/** The `X-Table-Guest` secret that opens a guest's table session, as headers for apiRequest (none without a token). */
export const guestHeaders = (guestToken: string | null | undefined): Record<string, string> => (guestToken ? { [TABLE_GUEST_HEADER]: guestToken } : {});
