import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { demoFactorQueryOptions } from "../api/exec-auth-api";

/**
 * Demo mode only (the server has no such route otherwise, and then nothing shows): the demo ceo's public
 * credentials and authenticator key, so a demo can pass the second factor.
 */
export function ExecDemoPanel({ onFill }: { onFill: (email: string, password: string) => void }) {
  const { data, refetch, isFetching } = useQuery(demoFactorQueryOptions);
  if (!data) return null;
  return (
    <aside className="grid gap-2 rounded-md border border-dashed p-3 text-sm" aria-label="Demo executive account" data-testid="ceo-demo-panel">
      <p className="font-medium">Demo account</p>
      <p className="break-all text-muted-foreground">
        {data.email} · {data.password}
      </p>
      <p className="break-all text-muted-foreground">
        Authenticator key: <code data-testid="demo-totp-secret">{data.secret}</code>
      </p>
      <p className="text-muted-foreground">
        Current code: <code data-testid="demo-totp-code">{data.code}</code>{" "}
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => void refetch()} disabled={isFetching}>
          Refresh
        </Button>
      </p>
      <Button type="button" variant="secondary" onClick={() => onFill(data.email, data.password)} data-testid="button-fill-demo">
        Fill in the demo account
      </Button>
    </aside>
  );
}
