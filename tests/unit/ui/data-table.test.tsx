// @vitest-environment jsdom
// DataTable: a header button sorts its column (text ascending first, numbers descending first, then the other way)
// and aria-sort follows; rows come back in
// that order; with no rows the empty state fills one row; the table scrolls in a labelled region of its own.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { DataTable, dataTableColumns } from "@/components/ui/data-table";

afterEach(cleanup);

interface TRow {
  _id: string;
  name: string;
  price: number;
}
const col = dataTableColumns<TRow>();
const columns = col.columns([
  col.accessor("name", { header: "Name", sortFn: "text" }),
  col.accessor("price", { header: "Price", sortFn: "basic" }),
  col.display({ id: "actions", header: "Actions", enableSorting: false, cell: ({ row }) => <button type="button">Edit {row.original.name}</button> }),
]);
const ROWS: TRow[] = [
  { _id: "a", name: "Boot", price: 120 },
  { _id: "b", name: "Anorak", price: 300 },
  { _id: "c", name: "Cap", price: 25 },
];
const names = () => screen.getAllByTestId("row").map((r) => within(r).getAllByRole("cell")[0]!.textContent);
const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });

describe("DataTable", () => {
  it("sorts by a column on its header button, one way then the other, and sets aria-sort", async () => {
    render(<DataTable label="Products" columns={columns} data={ROWS} getRowId={(r) => r._id} empty="No products" rowTestId="row" />);
    expect(names()).toEqual(["Boot", "Anorak", "Cap"]);
    expect(header("Name").getAttribute("aria-sort")).toBe("none");
    await userEvent.click(within(header("Name")).getByRole("button"));
    expect(names()).toEqual(["Anorak", "Boot", "Cap"]);
    expect(header("Name").getAttribute("aria-sort")).toBe("ascending");
    await userEvent.click(within(header("Name")).getByRole("button"));
    expect(names()).toEqual(["Cap", "Boot", "Anorak"]);
    expect(header("Name").getAttribute("aria-sort")).toBe("descending");
    // Numbers sort highest first on the first click (TanStack's default for non-text values).
    await userEvent.click(within(header("Price")).getByRole("button"));
    expect(names()).toEqual(["Anorak", "Boot", "Cap"]);
    expect(header("Price").getAttribute("aria-sort")).toBe("descending");
    expect(header("Name").getAttribute("aria-sort")).toBe("none");
  });

  it("starts from initialSorting; a column without sorting has no button and no aria-sort", () => {
    render(<DataTable label="Products" columns={columns} data={ROWS} empty="No products" rowTestId="row" initialSorting={[{ id: "price", desc: true }]} />);
    expect(names()).toEqual(["Anorak", "Boot", "Cap"]);
    expect(within(header("Actions")).queryByRole("button")).toBeNull();
    expect(header("Actions").hasAttribute("aria-sort")).toBe(false);
  });

  it("with manual sorting reports the new sort and keeps the rows' order", async () => {
    const seen: unknown[] = [];
    render(<DataTable label="Products" columns={columns} data={ROWS} empty="No products" rowTestId="row" manualSorting sorting={[]} onSortingChange={(s) => seen.push(s)} />);
    await userEvent.click(within(header("Price")).getByRole("button"));
    expect(seen).toEqual([[{ id: "price", desc: true }]]);
    expect(names()).toEqual(["Boot", "Anorak", "Cap"]);
  });

  it("shows the empty state in one row across all columns", () => {
    render(<DataTable label="Products" columns={columns} data={[]} empty={<span>No products yet</span>} rowTestId="row" />);
    expect(screen.queryAllByTestId("row")).toEqual([]);
    const cell = screen.getByRole("cell");
    expect(cell.textContent).toBe("No products yet");
    expect(cell.getAttribute("colspan")).toBe("3");
  });

  it("scrolls inside a focusable region named like the table; the sticky option pins the first column", () => {
    render(<DataTable label="Brands" columns={columns} data={ROWS} empty="None" rowTestId="row" stickyFirstColumn />);
    const region = screen.getByRole("region", { name: "Brands" });
    expect(region.className).toContain("overflow-x-auto");
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole("table", { name: "Brands" })).toBeTruthy();
    const firstCells = [header("Name"), ...screen.getAllByTestId("row").map((r) => within(r).getAllByRole("cell")[0]!)];
    expect(firstCells.every((c) => c.className.includes("sticky"))).toBe(true);
    expect(header("Price").className).not.toContain("sticky");
  });

  it("pins the column stickyColumn names, and a row click hands the row to onRowClick", async () => {
    const clicked: string[] = [];
    render(<DataTable label="Products" columns={columns} data={ROWS} empty="No products" rowTestId="row" stickyColumn={1} onRowClick={(r) => clicked.push(r._id)} />);
    const second = screen.getAllByTestId("row").map((r) => within(r).getAllByRole("cell")[1]!);
    expect([header("Price"), ...second].every((c) => c.className.includes("sticky"))).toBe(true);
    expect(header("Name").className).not.toContain("sticky");
    await userEvent.click(screen.getAllByTestId("row")[1]!);
    expect(clicked).toEqual(["b"]);
    expect(screen.getAllByTestId("row")[1]!.className).toContain("cursor-pointer");
  });
});
