import {
  COURIER_COMMISSION_PERCENT,
  B2B_CATERING_MIN_MONTHLY_CENTS,
  PRICING_PLANS,
} from "@tavola/contracts";
import { Bike, Building2, ChefHat, type LucideIcon, UtensilsCrossed } from "lucide-react";
import { formatWholeUsd } from "@/lib/format";

export type MarketPoint = { id: string; title: string; text: string };

/** Why the market is open: qualitative, so no external figure is claimed without a source. */
export const MARKET_POINTS: readonly MarketPoint[] = [
  {
    id: "fragmented",
    title: "A fragmented experience",
    text: "Guests juggle one app for delivery, another for bookings and a paper card for loyalty. Restaurants pay for all of them.",
  },
  {
    id: "margins",
    title: "Margins under pressure",
    text: "Restaurants want the reach of delivery marketplaces without giving up their brand, their guests' data or their margins.",
  },
  {
    id: "catering",
    title: "Catering is still run by phone",
    text: "Corporate and private catering is a large, repeat-buying segment that is mostly handled by e-mail and spreadsheets.",
  },
];

export type RevenueSide = { id: string; icon: LucideIcon; title: string; model: string };

const [starter, professional] = PRICING_PLANS;
const planRange =
  starter?.priceCents && professional?.priceCents
    ? `${formatWholeUsd(starter.priceCents)}–${formatWholeUsd(professional.priceCents)} per month, Enterprise custom`
    : "Monthly subscriptions";

/** The multi-sided model: who pays what, from the pricing constants so the two pages never disagree. */
export const REVENUE_SIDES: readonly RevenueSide[] = [
  { id: "restaurants", icon: ChefHat, title: "Restaurants", model: `Subscriptions: ${planRange}.` },
  {
    id: "couriers",
    icon: Bike,
    title: "Couriers",
    model: `${COURIER_COMMISSION_PERCENT}% commission per successful delivery, paid out weekly.`,
  },
  {
    id: "enterprise",
    icon: Building2,
    title: "Enterprise clients",
    model: `B2B catering from ${formatWholeUsd(B2B_CATERING_MIN_MONTHLY_CENTS)} per month minimum.`,
  },
  {
    id: "customers",
    icon: UtensilsCrossed,
    title: "Customers",
    model: "Free to use; loyalty and recommendations drive repeat orders for every other side.",
  },
];

export type TractionFigure = { id: string; value: string; label: string };

/** Illustrative only — the page labels them as such; they are not reported results. */
export const ILLUSTRATIVE_TRACTION: readonly TractionFigure[] = [
  { id: "restaurants", value: "120+", label: "Partner restaurants" },
  { id: "orders", value: "18,000", label: "Orders per month" },
  { id: "couriers", value: "350", label: "Active couriers" },
  { id: "repeat", value: "64%", label: "Repeat-order rate" },
];
