// /brand/{brandId}/labs – MakerLabs (spec 1 §2: the sidebar entry for synthetic research, path not given; P14 item 2):
// predictions for products not yet tested, with the model's backtest. Data from server/pages/labs-page.ts.
import { LabsPage } from "@/components/labs/labs-page";
import { LABS_MSG } from "@/lib/labs/messages";
import { loadLabsPage } from "@/server/pages/labs-page";

export const metadata = { title: LABS_MSG.title };

export default async function Page(props: { params: Promise<{ brandId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { brandId } = await props.params;
  const { assortment } = await props.searchParams;
  return <LabsPage page={await loadLabsPage(brandId, Array.isArray(assortment) ? assortment[0] : assortment)} />;
}
