// Assembles the GraphQL schema from one file per domain.
import { builder } from "./builder";
import "./user";
import "./brand";
import "./presence";
import "./study-presence";
import "./scalars";
import "./product";
import "./property-metadata";
import "./product-board";
import "./product-options";
import "./bulk-upload";
import "./property-metadata-combined";
import "./datetime";
import "./decision-point";
import "./assortment";
import "./study";
import "./survey-group";
import "./demographic";
import "./survey-update";
import "./consumer-profile";
import "./brand-list";
import "./brand-settings";
import "./brand-users";
import "./results";

export const schema = builder.toSchema({ sortSchema: true });
