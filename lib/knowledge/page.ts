// What the knowledge base's pages show (P14 item 1; built by server/pages/knowledge-base-page.ts): the search and its
// results, where each hit opens, the brand's collections, and what the viewer may do. Client-safe.
import type { TCollection, TCollectionDetail } from "./collections";
import type { TKnowledgeKind } from "./messages";
import type { TKnowledgeFacets, TKnowledgeResults, TKnowledgeSearch } from "./search";

/** Where a hit opens: its source, or (knowledge-base-only users, or a source the viewer cannot open) the read-only entry. */
export type THitLinks = Record<string, string>;

export interface TKnowledgeBasePage {
  brandId: string;
  brandName: string;
  search: Partial<TKnowledgeSearch>;
  /** A search the server refused (a clear sentence); the page shows it above empty results. */
  error: string | null;
  results: TKnowledgeResults;
  links: THitLinks;
  collections: TCollection[];
  canWrite: boolean;
}

export interface TKnowledgeEntryPage {
  brandId: string;
  entry: TKnowledgeFacets & {
    id: string;
    kind: TKnowledgeKind;
    source_id: string;
    title: string;
    body: string;
    study_title: string | null;
    product_name: string | null;
  };
  /** The source itself, for a viewer who may open it; null for knowledge-base-only users. */
  sourceHref: string | null;
  collections: TCollection[];
  canWrite: boolean;
}

export interface TKnowledgeCollectionPage {
  brandId: string;
  collection: TCollectionDetail;
  links: THitLinks;
  canWrite: boolean;
}

/** The read-only view of an entry, inside the knowledge base. */
export const knowledgeEntryPath = (brandId: string, entryId: string) => `/brand/${brandId}/knowledge-base/entry/${entryId}`;
export const knowledgeCollectionPath = (brandId: string, collectionId: string) => `/brand/${brandId}/knowledge-base/collections/${collectionId}`;
