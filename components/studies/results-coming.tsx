// A study's results page until the results screens arrive (P11): what will be here, when, and the way back — so no
// link of the studies list leads to a 404 (docs/decisions.md P10 #18). Data from server/pages/results-page.ts.
import { ComingPage } from "@/components/ui/coming-page";
import { RESULTS_PAGE } from "@/lib/messages";
import { routes } from "@/lib/routes";
import { studyEditHref } from "@/lib/studies/list-view";

export function ResultsComing(props: { brandId: string; studyId: string; title: string; status: string; canEdit: boolean }) {
  const links: { href: string; label: string }[] = [{ href: routes.tests(props.brandId), label: RESULTS_PAGE.studies }];
  if (props.canEdit) links.push({ href: studyEditHref(props.brandId, props.studyId), label: RESULTS_PAGE.edit });
  return (
    <ComingPage
      id="results"
      eyebrow={RESULTS_PAGE.heading}
      title={props.title}
      lead={RESULTS_PAGE.status(props.status)}
      notYet={RESULTS_PAGE.notYet}
      whatTitle={RESULTS_PAGE.whatTitle}
      what={RESULTS_PAGE.what}
      whenTitle={RESULTS_PAGE.whenTitle}
      when={RESULTS_PAGE.when}
      links={links}
    />
  );
}
