// The results page's loading skeleton (P11 item 5).
export { ResultsLoading as default } from "@/components/results/results-loading";
