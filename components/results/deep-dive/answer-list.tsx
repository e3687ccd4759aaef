// The free-text answers of the deep dive (P11): how many there are (and match the search), then the newest ones, each
// with the respondent's stars for the product, the side and question it answered and when; the searched words are
// marked. The list scrolls in its own box (all of it prints). Server component; the search box around it is answer-search.tsx.
import { DEEP_DIVE_TEXT, type TFreeTextAnswers } from "@/lib/results/tabs/deep-dive";

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** `text` with every case-insensitive occurrence of `q` marked. */
function Marked({ text, q }: { text: string; q: string }) {
  if (!q) return <>{text}</>;
  const lower = text.toLowerCase();
  const needle = q.toLowerCase();
  const parts: { s: string; hit: boolean }[] = [];
  let at = 0;
  for (let i = lower.indexOf(needle); i !== -1 && needle.length > 0; i = lower.indexOf(needle, at)) {
    if (i > at) parts.push({ s: text.slice(at, i), hit: false });
    parts.push({ s: text.slice(i, i + needle.length), hit: true });
    at = i + needle.length;
  }
  if (at < text.length) parts.push({ s: text.slice(at), hit: false });
  return (
    <>
      {parts.map((p, i) => (p.hit ? <mark key={i} className="rounded-sm bg-attention-muted px-0.5 text-ink">{p.s}</mark> : <span key={i}>{p.s}</span>))}
    </>
  );
}

export function AnswerList({ answers }: { answers: TFreeTextAnswers }) {
  const { q } = answers;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted" data-testid="dd-answers-count" data-total={answers.total} data-matching={answers.matching}>
        {answers.total === 0 ? DEEP_DIVE_TEXT.noAnswers : answers.matching === 0 ? DEEP_DIVE_TEXT.noMatches(q) : DEEP_DIVE_TEXT.answersCount(answers)}
      </p>
      {answers.answers.length > 0 && (
        <div
          role="region"
          aria-label={DEEP_DIVE_TEXT.answersRegion}
          tabIndex={0}
          className="relative max-h-[36rem] overflow-y-auto rounded-panel border border-line focus:outline-none focus-visible:ring-2 focus-visible:ring-focus print:max-h-none print:overflow-visible"
        >
          <ol className="divide-y divide-line" data-testid="dd-answers">
            {answers.answers.map((a) => (
              <li key={a.id} className="px-3 py-2" data-testid="dd-answer">
                <p className="text-sm break-words whitespace-pre-line" data-testid="dd-answer-text">
                  <Marked text={a.text} q={q} />
                </p>
                <p className="mt-1 text-xs text-muted break-words">
                  {DEEP_DIVE_TEXT.answerMeta(a)}
                  {a.question && <> · {a.question}</>}
                  {a.completed_at && (
                    <>
                      {" · "}
                      <time dateTime={a.completed_at}>{dateFormat.format(new Date(a.completed_at))}</time>
                    </>
                  )}
                </p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
