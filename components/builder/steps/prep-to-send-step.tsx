"use client";
// The Review (prep-to-send) step (spec 2 §2 "Prep-to-send step", §4 "Publish flow", §6, §9): a summary of messaging
// and response size, the price estimate, the preview button, the live link box, the admin-only recruited audience
// section, and the footer: Back, Save & close, Ready to Send (the publish flow).
import { Eye } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { BUILDER_MSG } from "@/lib/builder/messages";
import {
  actsAsAdmin,
  isInternationalStudy,
  liveLinkHeader,
  productsPerRespondent,
  responseSize,
  reviewPriceEstimate,
  showPreviewButton,
} from "@/lib/builder/publish-flow";
import { parsePanelCost } from "@/lib/builder/settings-rules";
import { backDestination } from "@/lib/builder/steps";
import { ALTERNATE_QUESTIONS, DEFAULT_ALTERNATE_QUESTION } from "@/lib/builder/study";
import { LiveLinkBox } from "../live-link-box";
import { buttonClass } from "@/components/ui/button";
import { usePublishFlow } from "../publish-flow";
import { useBuilder } from "../builder-context";
import { ACCESS_MSG } from "@/lib/messages";

const card = "rounded-lg border border-line bg-white p-4";
const input = "w-full rounded border border-line-strong px-3 py-2 text-sm disabled:bg-sunken";

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-line-soft py-2 last:border-b-0">
      <dt className="text-muted">{term}</dt>
      <dd className="text-right font-medium text-ink">{value}</dd>
    </div>
  );
}

export function PrepToSendStep() {
  const { brandId, assortmentId, study, draft, access, readOnly, update, saveNow, back, query } = useBuilder();
  const router = useRouter();
  const publish = usePublishFlow();
  const [closing, setClosing] = useState(false);
  const typeId = useId();
  const costId = useId();
  const admin = actsAsAdmin(access);
  const international = isInternationalStudy(study);
  const alternate = draft.alternate_question ?? study.alternate_question ?? DEFAULT_ALTERNATE_QUESTION;
  const size = responseSize({
    respondent_limit: draft.respondent_limit !== undefined ? draft.respondent_limit : study.respondent_limit,
    stat_significance_count: draft.stat_significance_count !== undefined ? draft.stat_significance_count : study.stat_significance_count,
  });
  const limit = draft.limit ?? study.limit;
  const enabled = study.questions.filter((q) => !q.disabled);
  const price = reviewPriceEstimate({ countries: study.countries, questions: study.questions, limit });
  const panelType = draft.panel_type !== undefined ? draft.panel_type : study.panel_type;
  const [cost, setCost] = useState(String(draft.panel_cost ?? study.panel_cost ?? 0));
  const audienceStudy = { panel_type: panelType, audiences: study.audiences };
  const audienceNames = [...new Set(study.audiences.map((a) => BUILDER_MSG.audienceLabels[a.audience_type as keyof typeof BUILDER_MSG.audienceLabels] ?? a.audience_type))];

  async function saveAndClose() {
    setClosing(true);
    const ok = await saveNow();
    setClosing(false);
    // A failed save stays here: the saving indicator offers the reload.
    if (ok) router.push(backDestination(query.from, brandId, assortmentId ?? study.assortment_id));
  }

  return (
    <section aria-labelledby="review-title" className="flex flex-col gap-6">
      <h2 id="review-title" className="text-xl font-semibold text-ink">
        {BUILDER_MSG.review}
      </h2>

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="review-summary" className={card}>
          <h3 id="review-summary" className="text-sm font-semibold text-ink">
            {international ? BUILDER_MSG.internationalSummary : BUILDER_MSG.reviewSummary}
          </h3>
          <dl className="mt-2 text-sm" data-testid="review-summary">
            <Row term={BUILDER_MSG.summaryMessaging} value={ALTERNATE_QUESTIONS[alternate]} />
            {international && <Row term={BUILDER_MSG.summaryCountries} value={study.countries.map((c) => c.toUpperCase()).join(", ")} />}
            <Row term={BUILDER_MSG.summaryAudience} value={audienceNames.join(", ") || BUILDER_MSG.notSet} />
            <Row term={BUILDER_MSG.summaryProducts} value={String(enabled.length)} />
            <Row term={BUILDER_MSG.summaryPerRespondent} value={String(productsPerRespondent({ questions: study.questions, limit }))} />
            <Row term={BUILDER_MSG.summaryResponseSize} value={size === null ? BUILDER_MSG.notSet : size.toLocaleString("en-US")} />
          </dl>
        </section>

        <section aria-labelledby="review-price" className={card}>
          <h3 id="review-price" className="text-sm font-semibold text-ink">
            {BUILDER_MSG.priceEstimate}
          </h3>
          <p className="mt-2 text-2xl font-semibold text-ink" data-testid="price-estimate">
            ${price.toLocaleString("en-US", { maximumFractionDigits: 2 })}
          </p>
          <p className="mt-1 text-xs text-muted">{BUILDER_MSG.priceEstimateHint}</p>
          {showPreviewButton(audienceStudy, access) && (
            <a
              href={`${study.live_link}${study.live_link.includes("?") ? "&" : "?"}preview=true`}
              target="_blank"
              rel="noreferrer"
              className={`${buttonClass("secondary")} mt-4 inline-flex items-center gap-2`}
            >
              <Eye size={14} aria-hidden />
              {BUILDER_MSG.preview}
            </a>
          )}
        </section>
      </div>

      <LiveLinkBox header={liveLinkHeader(audienceStudy, access, { admin: BUILDER_MSG.liveLinkAdmin, plain: BUILDER_MSG.liveLink })} url={study.live_link} />

      {admin && (
        <section aria-labelledby="review-recruited" className={card}>
          <h3 id="review-recruited" className="text-sm font-semibold text-ink">
            {BUILDER_MSG.recruitedAudience} <span className="font-normal text-muted">{BUILDER_MSG.adminOnly}</span>
          </h3>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={typeId} className="text-sm font-medium">
                {BUILDER_MSG.panelType}
              </label>
              <input
                id={typeId}
                className={input}
                maxLength={60}
                disabled={readOnly}
                value={panelType ?? ""}
                onChange={(e) => update({ panel_type: e.target.value.trim() ? e.target.value : null })}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={costId} className="text-sm font-medium">
                {BUILDER_MSG.panelCost}
              </label>
              <input
                id={costId}
                className={input}
                inputMode="numeric"
                disabled={readOnly}
                value={cost}
                onChange={(e) => {
                  setCost(e.target.value);
                  update({ panel_cost: parsePanelCost(e.target.value) });
                }}
                onBlur={() => setCost(String(parsePanelCost(cost)))}
              />
            </div>
          </div>
        </section>
      )}

      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-4">
        <button type="button" className={buttonClass("secondary")} onClick={back}>
          {BUILDER_MSG.back}
        </button>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass("secondary")} disabled={closing || publish.busy} onClick={() => void saveAndClose()}>
            {BUILDER_MSG.saveAndClose}
          </button>
          {/* On a gates-and-dates brand publishing is for admins (spec 3 §6; the API refuses others: study.status). */}
          {access.features.gatesAndDates && !admin ? (
            <p className="self-center text-sm text-muted" data-testid="publish-gated">
              {ACCESS_MSG.gatedStudyActions}
            </p>
          ) : (
            <button
              type="button"
              className={buttonClass("primary")}
              disabled={readOnly || publish.busy}
              aria-busy={publish.busy}
              onClick={publish.start}
            >
              {publish.state.phase === "publishing" ? BUILDER_MSG.publishing : BUILDER_MSG.readyToSend}
            </button>
          )}
        </div>
      </footer>
      {publish.dialogs}
    </section>
  );
}
