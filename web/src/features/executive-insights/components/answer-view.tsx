import { lazy, Suspense } from "react";
import type { InsightAnswer } from "@tavola/contracts";
import { Skeleton } from "@/components/ui/skeleton";
import { formatFigure } from "../lib/format-figure";

const AnswerChart = lazy(() => import("./answer-chart").then((m) => ({ default: m.AnswerChart })));

/** An answer: how the question was read, the table and a chart — or, when it cannot answer, why and what it can. */
export function AnswerView({ answer, onAsk }: { answer: InsightAnswer; onAsk: (question: string) => void }) {
  if (!answer.understood) {
    return (
      <div className="grid gap-2 rounded-md border border-amber-500/60 p-4" data-testid="answer-refusal">
        <p className="font-medium">{answer.message}</p>
        <p className="text-sm text-muted-foreground">I can answer questions like these:</p>
        <ExampleList examples={answer.examples} onAsk={onAsk} />
      </div>
    );
  }
  const [label, ...figures] = answer.columns;
  const chartColumn = answer.columns.find((c) => c.key === answer.chartKey) ?? figures[0];
  return (
    <div className="grid min-w-0 gap-3" data-testid="answer">
      <p className="text-sm">
        I read this as: <strong data-testid="answer-interpretation">{answer.interpretation}</strong>
      </p>
      {answer.notes.length > 0 ? (
        <ul className="list-disc pl-5 text-xs text-muted-foreground">
          {answer.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      {answer.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="answer-empty">
          Nothing in the data for that period.
        </p>
      ) : (
        <>
          {/* Focusable: a table wider than a phone scrolls sideways, and keyboards must reach it too. */}
          <div className="min-w-0 overflow-x-auto" tabIndex={0} role="region" aria-label="The answer's table">
            <table className="w-full text-sm" data-testid="answer-table">
              <caption className="sr-only">{answer.interpretation}</caption>
              <thead>
                <tr className="text-left text-muted-foreground">
                  {answer.columns.map((c) => (
                    <th key={c.key} scope="col" className={`py-1 pr-3 font-normal ${c.kind === "text" ? "" : "text-right"}`}>
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {answer.rows.map((r, i) => (
                  <tr key={i} className="border-t">
                    {answer.columns.map((c, j) =>
                      j === 0 ? (
                        <th key={c.key} scope="row" className="py-1 pr-3 text-left font-medium">
                          {formatFigure(c.kind, r[c.key])}
                        </th>
                      ) : (
                        <td key={c.key} className={`py-1 pr-3 tabular-nums ${c.kind === "text" ? "" : "text-right"}`}>
                          {formatFigure(c.kind, r[c.key], true)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
              {answer.total !== null && chartColumn ? (
                <tfoot>
                  <tr className="border-t font-semibold">
                    <th scope="row" className="py-1 pr-3 text-left">
                      Total
                    </th>
                    {figures.map((c) => (
                      <td key={c.key} className="py-1 pr-3 text-right tabular-nums">
                        {c.key === chartColumn.key ? formatFigure(c.kind, answer.total) : ""}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              ) : null}
            </table>
          </div>
          {label && chartColumn && answer.rows.length > 1 ? (
            <Suspense fallback={<Skeleton className="h-64" aria-label="Loading the chart" />}>
              <AnswerChart rows={answer.rows} label={label} column={chartColumn} />
            </Suspense>
          ) : null}
        </>
      )}
    </div>
  );
}

export function ExampleList({ examples, onAsk }: { examples: readonly string[]; onAsk: (question: string) => void }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Questions I can answer">
      {examples.map((q) => (
        <li key={q}>
          <button
            type="button"
            className="min-h-11 rounded-full border px-3 py-1 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:min-h-0"
            onClick={() => onAsk(q)}
          >
            {q}
          </button>
        </li>
      ))}
    </ul>
  );
}
