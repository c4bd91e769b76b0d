import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type IconCardProps = {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  className?: string;
  testId?: string;
};

/** A card led by an icon tile; the title is an h3 because cards sit under a section's h2. */
export function IconCard({ icon: Icon, title, description, children, className, testId }: IconCardProps) {
  return (
    <Card
      className={cn("h-full transition-shadow motion-safe:duration-200 hover:shadow-md", className)}
      data-testid={testId}
    >
      <CardHeader>
        <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <CardTitle>{title}</CardTitle>
        <CardDescription className="leading-relaxed">{description}</CardDescription>
      </CardHeader>
      {children ? <CardContent>{children}</CardContent> : null}
    </Card>
  );
}
