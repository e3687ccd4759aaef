// What a list or panel shows when it has nothing yet: a title, a sentence, and the next step (a button or a link).
import type { ReactNode } from "react";

export function EmptyState(props: { title: ReactNode; text?: ReactNode; action?: ReactNode; testId?: string; className?: string }) {
  return (
    <div role="status" data-testid={props.testId} className={`rounded-panel border border-dashed border-line-strong p-8 text-center ${props.className ?? ""}`}>
      <p className="font-medium text-ink">{props.title}</p>
      {props.text && <p className="mt-1 text-sm text-muted">{props.text}</p>}
      {props.action && <div className="mt-4 flex justify-center">{props.action}</div>}
    </div>
  );
}
