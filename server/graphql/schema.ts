// Assembles the GraphQL schema from one file per domain.
import { builder } from "./builder";
import "./user";
import "./brand";
import "./presence";
import "./scalars";
import "./product";
import "./property-metadata";
import "./product-board";
import "./product-options";
import "./bulk-upload";
import "./property-metadata-combined";

export const schema = builder.toSchema({ sortSchema: true });
