import "server-only";
// GraphQL: decisionPointTypes and decisionPoints(brand_id) of docs/contracts/p3-studies.md, thin adapters over
// server/decision-points/*.
import type { TDecisionPoint, TDecisionPointType } from "@/lib/studies/wire";
import { brandField, builder } from "./builder";
import { decisionPointTypes } from "../decision-points/list-decision-point-types";
import { decisionPoints } from "../decision-points/list-decision-points";

export const DecisionPointType = builder.objectRef<TDecisionPointType>("DecisionPointType").implement({
  fields: (t) => ({ _id: t.exposeID("_id"), title: t.exposeString("title"), order: t.exposeInt("order") }),
});

export const DecisionPoint = builder.objectRef<TDecisionPoint>("DecisionPoint").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    title: t.exposeString("title"),
    abbreviation: t.exposeString("abbreviation"),
    type: t.field({ type: DecisionPointType, resolve: (d) => d.type }),
  }),
});

builder.queryFields((t) => ({
  decisionPointTypes: t.field({
    type: [DecisionPointType],
    authScopes: { signedIn: true },
    resolve: () => decisionPointTypes(),
  }),
  decisionPoints: brandField(t, {
    type: [DecisionPoint],
    args: { brand_id: t.arg.id({ required: true }) },
    permission: "brand.member",
    resolve: (access) => decisionPoints(access),
  }),
}));
