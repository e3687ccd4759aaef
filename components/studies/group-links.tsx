"use client";
// The saved group's links (spec 3 §7 "Study groups"), one per country and audience, with Done closing the modal.
import { buttonClass } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TSurveyGroup } from "@/lib/studies/wire";
import { GROUP_TEXT } from "./group-text";

export function GroupLinks({ group }: { group: TSurveyGroup }) {
  return (
    <section aria-label={STUDY_MSG.groupLinks} className="mt-4">
      <h3 className="text-sm font-semibold">{STUDY_MSG.groupLinks}</h3>
      {group.links.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{STUDY_MSG.groupNoLinks}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2 text-sm">
          {group.links.map((l) => (
            <li key={`${l.country}-${l.audience_type}`} className="flex flex-col">
              <span className="text-muted">
                {l.country} · {l.audience_type}
              </span>
              <a href={l.url} className="break-all text-primary underline" target="_blank" rel="noreferrer">
                {l.url}
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 flex justify-end">
        <DialogClose className={buttonClass("primary")}>{GROUP_TEXT.done}</DialogClose>
      </div>
    </section>
  );
}
