// Assembles the GraphQL schema from one file per domain.
import { builder } from "./builder";
import "./user";
import "./brand";
import "./presence";

export const schema = builder.toSchema({ sortSchema: true });
