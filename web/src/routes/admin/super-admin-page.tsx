import { useSession } from "@/features/auth/hooks/use-session";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminTools } from "@/features/super-admin/components/admin-tools";
import { AuditLog } from "@/features/super-admin/components/audit-log";
import { FeatureFlags } from "@/features/super-admin/components/feature-flags";
import { UserDirectory } from "@/features/super-admin/components/user-directory";

type Props = { title: string; line: string; testId: string };

/**
 * The super-admin dashboard (/super-admin-dashboard and /admin keep the spec's titles and lines): accounts for
 * super admins, the audit log and the tools for every executive. The server checks each call; this only picks tabs.
 */
function AdminDashboard({ title, line, testId }: Props) {
  const { user, isLoading } = useSession();
  const superAdmin = user?.role === "super_admin";
  const executive = superAdmin || user?.role === "ceo";
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-10 sm:px-6" data-testid={testId}>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{line}</p>
      </header>
      {isLoading ? null : !executive ? (
        <p role="alert">Only executives can open the admin dashboard. Sign in at /ceo/login with an executive account.</p>
      ) : (
        <Tabs defaultValue={superAdmin ? "users" : "audit"} className="grid min-w-0 gap-4">
          <TabsList className="w-full sm:w-fit">
            {superAdmin && <TabsTrigger value="users">Users</TabsTrigger>}
            <TabsTrigger value="audit">Audit log</TabsTrigger>
            <TabsTrigger value="tools">Queues and payments</TabsTrigger>
            <TabsTrigger value="flags">Feature flags</TabsTrigger>
          </TabsList>
          {superAdmin && (
            <TabsContent value="users" className="min-w-0">
              <UserDirectory />
            </TabsContent>
          )}
          <TabsContent value="audit" className="min-w-0">
            <AuditLog />
          </TabsContent>
          <TabsContent value="tools" className="min-w-0">
            <AdminTools />
          </TabsContent>
          <TabsContent value="flags" className="min-w-0">
            <FeatureFlags canChange={superAdmin} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}

export function SuperAdminDashboardPage() {
  return <AdminDashboard title="Super Admin Dashboard" line="System administration across every organization." testId="page-super-admin-dashboard" />;
}

export function AdminPage() {
  return <AdminDashboard title="Admin" line="Platform administration." testId="page-admin" />;
}
