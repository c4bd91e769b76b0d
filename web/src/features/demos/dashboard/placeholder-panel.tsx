import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { showDemoNotice } from "../components/show-demo-notice";

type PlaceholderPanelProps = {
  icon: LucideIcon;
  title: string;
  text: string;
  actionLabel: string;
  actionTestId: string;
};

/** A dashboard tab whose tool is not part of the demo yet: what it is for, and its main action. */
export function PlaceholderPanel({ icon: Icon, title, text, actionLabel, actionTestId }: PlaceholderPanelProps) {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h3 className="text-lg font-semibold tracking-tight">{title}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
      <Button onClick={() => showDemoNotice(actionLabel)} data-testid={actionTestId}>
        {actionLabel}
      </Button>
    </Card>
  );
}
