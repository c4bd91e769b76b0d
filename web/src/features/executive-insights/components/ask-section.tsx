import { useState, type FormEvent } from "react";
import { QUESTION_EXAMPLES, QUESTION_MAX_LENGTH } from "@tavola/contracts";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { parseApiError } from "@/lib/api-error";
import { useAskQuestion } from "../api/insights-api";
import { AnswerView, ExampleList } from "./answer-view";

/** Questions in plain English, answered from the data on the server (no outside AI service). */
export function AskSection({ tz }: { tz: string }) {
  const [question, setQuestion] = useState("");
  const ask = useAskQuestion();
  const error = ask.error ? parseApiError(ask.error) : null;
  const submit = (q: string) => {
    const text = q.trim();
    if (!text) return;
    setQuestion(text);
    ask.mutate({ question: text, tz });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(question);
  };
  return (
    <div className="grid min-w-0 gap-4">
      <form onSubmit={onSubmit} className="grid gap-2" role="search" aria-label="Ask the data">
        <label htmlFor="insight-question" className="text-sm font-medium">
          Ask a question
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="insight-question"
            name="question"
            value={question}
            maxLength={QUESTION_MAX_LENGTH}
            placeholder="e.g. revenue last week by restaurant"
            autoComplete="off"
            onChange={(e) => setQuestion(e.target.value)}
            aria-describedby="insight-question-hint"
            aria-invalid={error ? true : undefined}
          />
          <Button type="submit" disabled={ask.isPending || question.trim() === ""}>
            {ask.isPending ? "Answering…" : "Ask"}
          </Button>
        </div>
        <p id="insight-question-hint" className="text-xs text-muted-foreground">
          Up to {QUESTION_MAX_LENGTH} characters. Dates like today, yesterday, this or last week or month, last 30 days, in October, between 2026-11-01 and 2026-11-15; a restaurant by name; top 5.
        </p>
      </form>
      {!ask.data && !error ? <ExampleList examples={QUESTION_EXAMPLES.slice(0, 6)} onAsk={submit} /> : null}
      <div aria-live="polite" className="min-w-0">
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error.status === 403 ? "Only executives see the business's figures." : (Object.values(error.fieldErrors).flat()[0] ?? error.message)}
          </p>
        ) : ask.data ? (
          <AnswerView answer={ask.data} onAsk={submit} />
        ) : null}
      </div>
    </div>
  );
}
