// The in-app help (P15 item 10 "No dead ends"): pages written for merchandisers — what each screen is for, what each
// figure means, how to share, and what a role lets you do. Every text once here; the figures' definitions are NOT
// copied: the metrics topic renders the one list the results pages show (lib/results/metric-definitions.ts), so a
// definition changes in one place. Pure and client-safe; app/brand/[brandId]/help/* renders it.
import { METRIC_DEFINITION_LIST, type TMetricDefinition } from "../results/metric-definitions";
import { RESULTS_TAB_LABELS } from "../results/page";
import { DECISION_TEXT } from "./decision";

export const HELP_TOPICS = ["screens", "metrics", "sharing", "access"] as const;
export type THelpTopic = (typeof HELP_TOPICS)[number];

export const isHelpTopic = (t: string): t is THelpTopic => (HELP_TOPICS as readonly string[]).includes(t);

export interface THelpEntry {
  /** Stable anchor id within the page. */
  id: string;
  heading: string;
  paragraphs: string[];
}

export interface THelpTopicContent {
  topic: THelpTopic;
  title: string;
  /** One line for the help index. */
  summary: string;
  intro: string;
  entries: THelpEntry[];
}

export const HELP_TEXT = {
  title: "Help",
  intro: "How to read your research and share it with your team, without waiting for anyone.",
  topicsLabel: "Help topics",
  back: "All help topics",
  contactTitle: "Still stuck?",
  contactText: "Our support team answers questions about your studies, your results and your account.",
  contact: "Contact support",
  onThisPage: "On this page",
} as const;

const R = RESULTS_TAB_LABELS;

const SCREENS: THelpEntry[] = [
  {
    id: "dashboard",
    heading: "Dashboard",
    paragraphs: [
      "Your brand's seasons at a glance: each assortment (a season's line for a category) with its decision points and calendar events, newest year first.",
      "Open an assortment to see its studies and products, or a decision to see the studies that inform it.",
    ],
  },
  {
    id: "studies",
    heading: "Studies",
    paragraphs: [
      "Every study of the brand with its status: Draft (being built), Active (collecting answers) and Closed (finished; results are final).",
      "Search, filter by status or assortment, and open a study's results from its title. The menu on each study holds the actions your role allows.",
    ],
  },
  {
    id: "decision",
    heading: "Decision",
    paragraphs: [DECISION_TEXT.what, DECISION_TEXT.helpStudies],
  },
  {
    id: "products",
    heading: "Products",
    paragraphs: ["The brand's product catalogue: names, images, prices, colours and the assortments each product belongs to. Studies test products from here."],
  },
  {
    id: "results",
    heading: "Results",
    paragraphs: [
      "What respondents said about a study's products, one tab per question you may ask:",
      `${R["stack-rank"]}: every product ranked by score, against the brand's benchmark when there is one. ${R["insight-cards"]}: the findings worth reading first, in sentences. ` +
        `${R.buckets}: products grouped the way you choose. ${R["head-to-head"]}: two products compared directly. ${R["deep-dive"]}: one product's ratings and comments. ` +
        `${R.customers}: who answered (countries, demographics, devices). ${R["learnings-impact"]}: the team's takeaways and what they changed. ` +
        `${R["line-efficiency-graph"]}: which set of products reaches the most shoppers.`,
      "Filters at the top (country, demographics, points) narrow every tab to a group of respondents; the address keeps them, so a copied link opens the same view.",
    ],
  },
  {
    id: "learnings",
    heading: "Learnings report",
    paragraphs: ["A printable page of a study's key takeaways and their impact, for people who will not open the results themselves."],
  },
  {
    id: "knowledge-base",
    heading: "Knowledge Base",
    paragraphs: [
      "Search everything the brand has learned — learnings, snips, respondents' comments, studies and products — with a question in your own words.",
      "Keep what you find in collections to come back to or share with the team.",
    ],
  },
  {
    id: "labs",
    heading: "MakerLabs",
    paragraphs: [
      "A synthetic prediction of how shoppers might rate a product you have not tested yet, learned from the brand's tested products.",
      "It shows a range, not just a number, and the tested products it learned from. It never replaces a study: use it to choose what is worth testing.",
    ],
  },
  {
    id: "settings",
    heading: "Settings",
    paragraphs: ["The brand's users and their access, style, features and notifications. Only people who manage the brand see it."],
  },
];

const SHARING: THelpEntry[] = [
  {
    id: "share-links",
    heading: "Share a study's results",
    paragraphs: [
      "On a results page, use the share button to copy a link. Anyone with the link can read the results (and only them) without an account, after giving their e-mail address.",
      "A link can have a label and an expiry date. The Share links list shows every link, who made it, how often it was opened, and lets you revoke it at once.",
    ],
  },
  {
    id: "learnings-links",
    heading: "Share the learnings report",
    paragraphs: ["The learnings report has its own link and a print button: send it to people who need the takeaways rather than every figure."],
  },
  {
    id: "snips",
    heading: "Snips",
    paragraphs: ["A snip saves one chart or comment with a note. Your team can discuss it in its comment feed, and it is found again in the Knowledge Base."],
  },
  {
    id: "print-export",
    heading: "Print and export",
    paragraphs: [
      "Every results tab prints cleanly from the browser's print command.",
      "Where your role allows, Export data downloads the respondents' answers behind the page's current filters as a spreadsheet.",
    ],
  },
];

const ACCESS: THelpEntry[] = [
  {
    id: "roles",
    heading: "Why you see what you see",
    paragraphs: [
      "What you can open depends on the access your brand gave you. Someone who may read studies sees their results; someone who may also write studies sees the actions that change them.",
      "Screens and actions your role does not include are left out rather than shown disabled. If you need one, ask the person who manages your brand's users, or contact support.",
    ],
  },
  {
    id: "knowledge-base-only",
    heading: "Knowledge-base-only access",
    paragraphs: ["Some people see the Knowledge Base and Help only: they can search what the brand has learned, but not open studies, scores or MakerLabs."],
  },
  {
    id: "gates-and-dates",
    heading: "Results shared by your team",
    paragraphs: ["On some brands the results are published to you by your Customer Success team: until they are, a study says so instead of showing figures."],
  },
];

const metricEntry = (d: TMetricDefinition): THelpEntry => ({ id: d.id, heading: d.term, paragraphs: [d.short, d.long] });

const TOPICS: Record<THelpTopic, Omit<THelpTopicContent, "topic" | "entries"> & { entries: () => THelpEntry[] }> = {
  screens: {
    title: "What each screen is for",
    summary: "The dashboard, studies, decisions, results and the other screens, and when to use each.",
    intro: "A short tour of the screens in the sidebar and the ones they lead to.",
    entries: () => SCREENS,
  },
  metrics: {
    title: "What each figure means",
    summary: "Score, MakerScore, percentile, tier, top-2-box, significance, reach and the other figures.",
    intro: "The same definitions the results pages show beside each figure.",
    entries: () => METRIC_DEFINITION_LIST.map(metricEntry),
  },
  sharing: {
    title: "How to share",
    summary: "Share links, the learnings report, snips, printing and exporting.",
    intro: "Ways to get results in front of the people who decide.",
    entries: () => SHARING,
  },
  access: {
    title: "What your role lets you do",
    summary: "Why some screens or actions are not shown to you, and who to ask.",
    intro: "Access is set per brand by the people who manage it.",
    entries: () => ACCESS,
  },
};

/** A topic's page. */
export function helpTopic(topic: THelpTopic): THelpTopicContent {
  const t = TOPICS[topic];
  return { topic, title: t.title, summary: t.summary, intro: t.intro, entries: t.entries() };
}

/** Every topic, in the index's order. */
export const helpTopics = (): THelpTopicContent[] => HELP_TOPICS.map(helpTopic);
