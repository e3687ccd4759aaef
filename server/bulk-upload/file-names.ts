import "server-only";
// Download names of the generated spreadsheets: "<assortment label> - bulk upload template.xlsx".
import { assortmentLabel } from "@/lib/products/catalogue-view";

type TAssortment = { name: string | null; year: number; season: string };

// Characters no file system accepts in a name, and control characters.
const safe = (s: string) =>
  [...s].map((ch) => (/[\\/:*?"<>|]/.test(ch) || ch.charCodeAt(0) < 32 ? "_" : ch)).join("").slice(0, 80);

export const templateFileName = (a: TAssortment) => `${safe(assortmentLabel(a))} - bulk upload template.xlsx`;
export const currentProductsFileName = (a: TAssortment) => `${safe(assortmentLabel(a))} - current products.xlsx`;
