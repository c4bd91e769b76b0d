import type { SentimentLabel } from "@tavola/contracts";
import type { BadgeVariant } from "@/components/ui/badge";

export const SENTIMENT_VARIANT: Record<SentimentLabel, BadgeVariant> = { positive: "default", neutral: "secondary", negative: "destructive" };
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
