import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Shown once, right after enrolment: the server keeps only their hashes and will never show them again. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <section className="grid gap-4" aria-labelledby="recovery-codes-title" data-testid="recovery-codes">
      <h2 id="recovery-codes-title" className="text-lg font-semibold">
        Save your recovery codes
      </h2>
      <p className="text-sm text-muted-foreground">
        If you lose your phone, each of these codes signs you in once instead of an authenticator code. This is the
        only time they are shown: print them or keep them in a password manager.
      </p>
      <ul className="grid grid-cols-2 gap-2 rounded-md border bg-muted/50 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="outline"
        onClick={() => void navigator.clipboard?.writeText(codes.join("\n")).then(() => setCopied(true), () => setCopied(false))}
      >
        {copied ? "Copied" : "Copy codes"}
      </Button>
      <Button type="button" onClick={onDone} data-testid="button-codes-saved">
        I have saved these codes — continue
      </Button>
    </section>
  );
}
