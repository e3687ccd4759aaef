"use client";
// The free-text search of the deep dive (P11): a GET form (it works before the page's script runs: Enter submits
// `q` with the rest of the address) whose input, once the script runs, puts `q` in the address itself 400 ms after
// typing stops (spec 3 §9 input debounce), keeping the filters and the product; the server searches and re-renders
// the answers, which are marked busy meanwhile. Enter applies the search at once.
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition, type FormEvent, type ReactNode } from "react";
import { SearchInput } from "@/components/ui/search-input";
import { INPUT_DEBOUNCE_MS } from "@/lib/constants";
import { resultsSearch, type TResultsQuery } from "@/lib/results/page";
import { DEEP_DIVE_TEXT, FREE_TEXT_SEARCH_MAX, freeTextSearch } from "@/lib/results/tabs/deep-dive";
import { HiddenQuery } from "../head-to-head/hidden-query";

export function AnswerSearch({ basePath, query, q, children }: { basePath: string; query: TResultsQuery; q: string; children: ReactNode }) {
  const router = useRouter();
  const [text, setText] = useState(q);
  // The search last asked of the server, and the applied one last seen: an applied search that is not the one asked
  // for came from elsewhere (back / forward) and replaces the box's text; our own never overwrites further typing.
  const [requested, setRequested] = useState(q);
  const [seen, setSeen] = useState(q);
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (q !== seen) {
    setSeen(q);
    if (q !== requested) {
      setRequested(q);
      setText(q);
    }
  }

  const go = (value: string) => {
    clearTimeout(timer.current);
    const next = freeTextSearch(value);
    if (next === requested && next === q) return;
    setRequested(next);
    const href = basePath + resultsSearch({ ...query, params: { ...query.params, q: next || undefined } });
    startTransition(() => router.replace(href, { scroll: false }));
  };

  const change = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go(value), INPUT_DEBOUNCE_MS);
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    go(text);
  };

  return (
    <div className="flex flex-col gap-3">
      <form role="search" action={basePath} method="get" onSubmit={submit} className="flex flex-wrap items-end gap-2 print:hidden" data-testid="dd-search-form">
        <HiddenQuery query={query} omit={["q"]} />
        <SearchInput
          label={DEEP_DIVE_TEXT.searchLabel}
          name="q"
          value={text}
          onValueChange={change}
          placeholder={DEEP_DIVE_TEXT.searchPlaceholder}
          maxLength={FREE_TEXT_SEARCH_MAX}
          className="w-full max-w-md"
          data-testid="dd-search"
        />
        <span role="status" className="pb-2 text-sm text-muted">
          {pending ? DEEP_DIVE_TEXT.searching : ""}
        </span>
      </form>
      <div aria-busy={pending || undefined} className={pending ? "opacity-60 transition-opacity" : undefined} data-testid="dd-answers-region">
        {children}
      </div>
    </div>
  );
}
