// What a decision point is, in the words of the decision page and of the help (P15 item 10), written once.
export const DECISION_TEXT = {
  what:
    "A decision point is a moment in the season's calendar when the team chooses which products to adopt, change or drop — a concept review, a sketch review, a line adoption, a sell-in.",
  studies: "The studies below were run to inform this decision: open one to read what shoppers said before you decide.",
  helpStudies: "The decision page lists the studies run to inform it; open one to read what shoppers said before you decide.",
  aboutLabel: "About this page",
  more: "More about the screens",
} as const;
