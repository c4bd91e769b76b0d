import { useQuery } from "@tanstack/react-query";
import { demoModeQueryOptions } from "../api/demo-mode-api";

/**
 * Whether the server offers the demo sign-in: true or false once /api/health has answered, null until then
 * (or when it could not be read). Screens show the demo buttons unless the server said false, and the demo
 * sign-in itself falls back to the real form if the server turns out to have none (see useDemoLogin).
 */
export function useDemoMode(): boolean | null {
  const { data } = useQuery(demoModeQueryOptions);
  return data ?? null;
}
