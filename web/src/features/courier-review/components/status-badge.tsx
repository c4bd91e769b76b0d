import type { CourierApplicationStatus } from "@tavola/contracts";
import { Badge } from "@/components/ui/badge";

const LABEL: Record<CourierApplicationStatus, string> = { draft: "Draft", applied: "Waiting for review", approved: "Approved", rejected: "Rejected" };
const VARIANT = { draft: "outline", applied: "default", approved: "secondary", rejected: "destructive" } as const;

export const StatusBadge = ({ status }: { status: CourierApplicationStatus }) => <Badge variant={VARIANT[status]}>{LABEL[status]}</Badge>;
