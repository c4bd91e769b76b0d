import {
  COURIER_DOCUMENT_LABELS,
  COURIER_DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE_MESSAGE,
  type CourierApplication,
  type CourierDocumentKind,
} from "@tavola/contracts";
import { CheckCircle2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Label } from "@/components/ui/label";
import { parseApiError } from "@/lib/api-error";
import { useUploadDocument } from "../api/courier-application-api";
import { StepActions } from "./step-actions";

const formatSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** One upload per required document; the server checks the type by content and the size again. */
function DocumentUpload({ kind, application }: { kind: CourierDocumentKind; application: CourierApplication }) {
  const upload = useUploadDocument();
  const [localError, setLocalError] = useState<string | null>(null);
  const stored = application.documents.find((d) => d.kind === kind);
  const id = `document-${kind}`;
  const serverError = upload.isError ? (parseApiError(upload.error).fieldErrors.file?.[0] ?? parseApiError(upload.error).message) : null;
  const error = localError ?? serverError;

  const choose = (file: File | undefined) => {
    upload.reset();
    setLocalError(null);
    if (!file) return;
    // Said before sending 5 MB over a phone connection; the server refuses it anyway.
    if (file.size > COURIER_DOCUMENT_MAX_BYTES) return setLocalError(DOCUMENT_TOO_LARGE_MESSAGE);
    upload.mutate({ kind, file });
  };

  return (
    <div className="grid gap-2 rounded-lg border p-4" data-testid={`upload-${kind}`}>
      <Label htmlFor={id}>
        {COURIER_DOCUMENT_LABELS[kind]}
        <span aria-hidden="true" className="ml-0.5 text-destructive">*</span>
      </Label>
      {stored ? (
        <p className="flex items-center gap-2 text-sm" data-testid={`uploaded-${kind}`}>
          <CheckCircle2 className="size-4 text-primary" aria-hidden="true" />
          <span className="min-w-0 break-all">{stored.fileName}</span>
          <span className="text-muted-foreground">({formatSize(stored.sizeBytes)})</span>
        </p>
      ) : null}
      <input
        id={id}
        type="file"
        accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
        onChange={(e) => choose(e.target.files?.[0])}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        disabled={upload.isPending}
        className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm file:font-medium"
        data-testid={`input-file-${kind}`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {upload.isPending ? "Uploading…" : stored ? "Choose another file to replace it." : "JPEG, PNG or PDF, up to 5 MB."}
      </p>
      {error ? <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">{error}</p> : null}
    </div>
  );
}

export function DocumentsStep({ application, onDone, onBack }: { application: CourierApplication; onDone: () => void; onBack: () => void }) {
  const missing = application.requiredDocuments.filter((k) => !application.documents.some((d) => d.kind === k));
  const [tried, setTried] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (missing.length === 0) onDone();
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Documents">
      {application.requiredDocuments.map((kind) => (
        <DocumentUpload key={kind} kind={kind} application={application} />
      ))}
      <StepActions
        pending={false}
        onBack={onBack}
        label="Continue"
        formError={tried && missing.length > 0 ? `Upload your ${missing.map((k) => COURIER_DOCUMENT_LABELS[k].toLowerCase()).join(" and ")} to continue` : null}
      />
    </form>
  );
}
