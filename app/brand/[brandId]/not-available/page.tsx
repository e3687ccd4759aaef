// /brand/{brandId}/not-available?screen=…&reason=… – "not available to your role" (P15 item 10): where a screen that
// a role or the brand's features do not open sends its visitor (server/access/page-guard.ts `screen`), with a way back
// to the visitor's own home page. Texts from lib/access/role-page.ts.
import Link from "next/link";
import { ROLE_PAGE, rolePageText } from "@/lib/access/role-page";
import { guardBrandPage, homeOf } from "@/server/access/page-guard";

export const metadata = { title: ROLE_PAGE.title };

export default async function NotAvailablePage(props: { params: Promise<{ brandId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { brandId } = await props.params;
  const { screen, reason } = await props.searchParams;
  const { actor, brand } = await guardBrandPage(brandId, { permission: "brand.shell" });
  return (
    <section className="mx-auto max-w-xl py-6" data-testid="role-page" aria-labelledby="role-page-title">
      <div className="rounded-panel border border-line bg-white p-8 text-center shadow-sm">
        <h1 id="role-page-title" className="text-xl font-semibold text-ink">{ROLE_PAGE.title}</h1>
        <p className="mt-3 text-sm text-muted">{rolePageText(screen, reason, brand.name)}</p>
        <Link className="mt-6 inline-block rounded bg-primary px-4 py-2 text-sm font-medium text-white" href={homeOf(actor)}>
          {ROLE_PAGE.back}
        </Link>
      </div>
    </section>
  );
}
