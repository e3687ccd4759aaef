// Every studies list route's page (spec 3 §2 "Studies list"): the client list, with the rights its loader
// (server/pages/studies-page.ts) computed.
import type { TStudyAccess } from "@/lib/studies/wire";
import { QueryProvider } from "@/components/shell/query-provider";
import { StudiesList } from "./studies-list";

interface Props {
  brandId: string;
  assortmentId?: string;
  type?: string;
  access: TStudyAccess;
}

export function StudiesPage({ brandId, assortmentId, type, access }: Props) {
  return (
    <QueryProvider>
      <StudiesList brandId={brandId} assortmentId={assortmentId} type={type} access={access} />
    </QueryProvider>
  );
}
