// /brands/{page} – admin brand list and admin home. Knowledge-base-only users go to their knowledge base,
// other non-admins to their own brand (spec 1 §2).
import Link from "next/link";
import { redirect } from "next/navigation";
import { WorkspaceShell } from "@/components/shell/workspace-shell";
import { MSG } from "@/lib/messages";
import { routes } from "@/lib/routes";
import { homeOf, requireActorPage } from "@/server/access/page-guard";
import { listBrands } from "@/server/brands/list-brands";

export const metadata = { title: "Brands" };

export default async function BrandsPage({ params }: { params: Promise<{ page: string }> }) {
  const actor = await requireActorPage();
  if (!actor.is_admin) redirect(homeOf(actor));
  const page = Math.max(1, Number.parseInt((await params).page, 10) || 1);
  const list = await listBrands(actor, { page });
  return (
    <WorkspaceShell actor={actor} brand={null} sidebar={null}>
      <h1 className="text-2xl font-semibold">Brands</h1>
      <table className="mt-6 w-full border-collapse bg-white text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200">
            <th className="p-2">Name</th>
            <th className="p-2">Type</th>
            <th className="p-2">Created on</th>
            <th className="p-2">Status</th>
          </tr>
        </thead>
        <tbody>
          {list.brands.length === 0 && (
            <tr>
              <td colSpan={4} className="p-4 text-center text-slate-600">
                {MSG.noneFound("brands")}
              </td>
            </tr>
          )}
          {list.brands.map((b) => (
            <tr key={b._id} className="border-b border-slate-100">
              <td className="p-2">
                <Link className="text-blue-700 underline" href={routes.brandHome(b._id)}>
                  {b.name || "(unnamed)"}
                </Link>
              </td>
              <td className="p-2">{b.demo ? "Demo" : "Customer"}</td>
              <td className="p-2">{new Date(b.date_created).toLocaleDateString("en-US")}</td>
              <td className="p-2">{b.is_active ? "Active" : "Inactive"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav aria-label="Pages" className="mt-4 flex gap-4 text-sm">
        {page > 1 && <Link href={routes.brands(page - 1)}>Previous</Link>}
        <span>
          Page {list.page} of {list.page_count}
        </span>
        {page < list.page_count && <Link href={routes.brands(page + 1)}>Next</Link>}
      </nav>
    </WorkspaceShell>
  );
}
