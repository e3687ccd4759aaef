// @vitest-environment jsdom
// The studies table on the kit's DataTable (components/studies/studies-table.tsx): rows keep their test ids; a row's
// checkbox selects that study and stays the same focused element (the columns are not rebuilt on a selection
// change); the page's checkbox selects or clears every row of the page and is mixed in between; a reader without
// survey write access gets no checkboxes; the empty status spans the table; the server sort is the caller's.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type AnchorHTMLAttributes } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STUDIES_LIST_TEXT } from "@/components/studies/studies-list-text";
import { StudiesTable } from "@/components/studies/studies-table";
import { useStudySelection } from "@/components/studies/use-studies-list";
import { parseFeatures } from "@/lib/schemas/brand";
import type { TStudyAccess, TSurveySummary } from "@/lib/studies/wire";
import type { SortingState } from "@/components/ui/data-table";

// A plain anchor: the app router a real Link needs is not mounted here.
vi.mock("next/link", () => ({
  default: ({ href, prefetch: _prefetch, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }) => <a href={href} {...rest} />,
}));

afterEach(cleanup);

const study = (n: number): TSurveySummary => ({
  _id: String(n).repeat(24).slice(0, 24),
  short_id: `s${n}`,
  title: `Study ${n}`,
  type: null,
  gender: "",
  status: "Active",
  countries: [],
  decision_point: null,
  respondent_count: n,
  raw_submission_count: 0,
  total_submissions_processed: 0,
  date_created: "2026-01-01T00:00:00.000Z",
  date_start: null,
  date_modified: "2026-01-01T00:00:00.000Z",
  date_published: null,
  date_end: null,
  date_closed: null,
  date_reopened: null,
  due_date: null,
  internal_template: false,
  version: null,
  is_v2: false,
  archived: false,
  product_count: 3,
  price_estimate: 0,
  assortment: null,
  audiences: [],
  });

const ROWS = [study(1), study(2), study(3)];
const access = (canWriteSurvey: boolean): TStudyAccess => ({ isAdmin: false, canWriteSurvey, canWriteAssortment: false, features: parseFeatures({}) });
// The page hands the table the same access and callback on every render (props of the route; a useCallback).
const WRITER = access(true);
const READER = access(false);
const NOOP = () => {};

function Harness({ rows = ROWS, write = true, onSort }: { rows?: TSurveySummary[]; write?: boolean; onSort?: (s: SortingState) => void }) {
  const selection = useStudySelection(rows);
  const [sorting, setSorting] = useState<SortingState>([{ id: "date_created", desc: true }]);
  return (
  <>
    <p data-testid="chosen">{selection.studies.map((s) => s.title).join(",")}</p>
    <StudiesTable
      brandId="b1"
      access={write ? WRITER : READER}
      label={STUDIES_LIST_TEXT.table(STUDIES_LIST_TEXT.title)}
      rows={rows}
      sorting={sorting}
      onSortingChange={(s) => {
        setSorting(s);
        onSort?.(s);
      }}
      selection={selection}
      onChanged={NOOP}
      busy={false}
      empty="No studies found."
    />
  </>
  );
}

describe("the studies table", () => {
  it("is a named table of study rows with their ids", () => {
  render(<Harness />);
  const table = screen.getByRole("table", { name: "Studies table" });
  const rows = within(table).getAllByTestId("study-row");
  expect(rows.map((r) => r.getAttribute("data-study-id"))).toEqual(ROWS.map((s) => s._id));
  expect(within(rows[0]!).getByRole("link", { name: "Study 1" })).toHaveProperty("href", expect.stringContaining("/brand/b1/campaign/"));
  expect(screen.getByRole("columnheader", { name: /Created/ }).getAttribute("aria-sort")).toBe("descending");
  });

  it("selects a row and keeps its checkbox the same focused element", async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const box = screen.getByRole("checkbox", { name: STUDIES_LIST_TEXT.selectRow("Study 2") });
  box.focus();
  await user.keyboard(" ");
  expect(screen.getByTestId("chosen").textContent).toBe("Study 2");
  const after = screen.getByRole("checkbox", { name: STUDIES_LIST_TEXT.selectRow("Study 2") });
  expect(after).toBe(box);
  expect(after).toHaveProperty("checked", true);
  expect(document.activeElement).toBe(box);
  // Some of the page: the page's box is mixed.
  expect(screen.getByRole("checkbox", { name: STUDIES_LIST_TEXT.selectAll })).toHaveProperty("indeterminate", true);
  });

  it("selects and clears the whole page from the header checkbox", async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const all = screen.getByRole("checkbox", { name: STUDIES_LIST_TEXT.selectAll });
  await user.click(all);
  expect(screen.getByTestId("chosen").textContent).toBe("Study 1,Study 2,Study 3");
  expect(all).toHaveProperty("checked", true);
  expect(all).toHaveProperty("indeterminate", false);
  await user.click(all);
  expect(screen.getByTestId("chosen").textContent).toBe("");
  });

  it("offers no checkbox to a reader without survey write access", () => {
  render(<Harness write={false} />);
  expect(screen.queryAllByRole("checkbox")).toHaveLength(0);
  });

  it("shows the status across the table when there are no rows", () => {
  render(<Harness rows={[]} />);
  expect(screen.getByRole("status").textContent).toBe("No studies found.");
  expect(screen.queryAllByTestId("study-row")).toHaveLength(0);
  });

  it("hands a header click to the caller's sort", () => {
  const onSort = vi.fn();
  render(<Harness onSort={onSort} />);
  fireEvent.click(screen.getByRole("button", { name: /^Title/ }));
  expect(onSort).toHaveBeenCalledWith([{ id: "title", desc: false }]);
  expect(screen.getByRole("columnheader", { name: /Title/ }).getAttribute("aria-sort")).toBe("ascending");
  });
});
