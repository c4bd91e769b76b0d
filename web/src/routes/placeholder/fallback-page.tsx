import { matchRoute, useRouter, useLocation } from "wouter";
import { NotFoundPage } from "@/routes/public/not-found-page";
import { PlaceholderPage } from "./placeholder-page";
import { PLACEHOLDER_ROUTES } from "./placeholder-routes";

/** The router's last resort: a known placeholder route shows its title and line; anything else is the 404. */
export function FallbackPage() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const route = PLACEHOLDER_ROUTES.find((r) => matchRoute(parser, r.path, location)[0]);
  return route ? <PlaceholderPage route={route} /> : <NotFoundPage />;
}
