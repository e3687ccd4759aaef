// The chosen results tab's view, from the tab's data (lib/results/tab-data.ts).
import type { TResultsTabData } from "@/lib/results/tab-data";
import type { TResultsView } from "@/lib/results/view";
import { BucketsTab } from "./tabs/buckets";
import { CustomersTab } from "./tabs/customers";
import { DeepDiveTab } from "./tabs/deep-dive";
import { HeadToHeadTab } from "./tabs/head-to-head";
import { InsightCardsTab } from "./tabs/insight-cards";
import { LearningsImpactTab } from "./tabs/learnings-impact";
import { LineEfficiencyTab } from "./tabs/line-efficiency";
import { StackRankTab } from "./tabs/stack-rank";

export function ResultsTabPanel({ view, tab }: { view: TResultsView; tab: TResultsTabData }) {
  switch (tab.tab) {
    case "stack-rank":
      return <StackRankTab view={view} data={tab.data} />;
    case "insight-cards":
      return <InsightCardsTab view={view} data={tab.data} />;
    case "buckets":
      return <BucketsTab view={view} data={tab.data} />;
    case "head-to-head":
      return <HeadToHeadTab view={view} data={tab.data} />;
    case "deep-dive":
      return <DeepDiveTab view={view} data={tab.data} />;
    case "customers":
      return <CustomersTab view={view} data={tab.data} />;
    case "learnings-impact":
      return <LearningsImpactTab view={view} data={tab.data} />;
    case "line-efficiency-graph":
      return <LineEfficiencyTab view={view} data={tab.data} />;
  }
}
