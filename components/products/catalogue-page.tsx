// Every catalogue route's page (spec 1 §2): the client catalogue with the route's modal open, from what the route's
// loader (server/pages/catalogue-page.ts) decided.
import type { TCatalogueMode } from "@/lib/products/catalogue-view";
import { Catalogue } from "./catalogue";
import { QueryProvider } from "@/components/shell/query-provider";

interface Props {
  brandId: string;
  assortment?: { _id: string; name: string };
  canWrite: boolean;
  initialMode: TCatalogueMode;
}

export function CataloguePage({ brandId, assortment, canWrite, initialMode }: Props) {
  return (
    <QueryProvider>
      <Catalogue brandId={brandId} assortment={assortment} canWrite={canWrite} initialMode={initialMode} />
    </QueryProvider>
  );
}
