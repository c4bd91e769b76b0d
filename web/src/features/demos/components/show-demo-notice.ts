import { toast } from "@/components/ui/use-toast";

/** Demo-only actions (spec: the demo screens make no calls) say so instead of silently doing nothing. */
export function showDemoNotice(action: string): void {
  toast({ title: action, description: "This is a demo with sample data, so nothing was changed or sent." });
}
