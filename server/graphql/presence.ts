import "server-only";
// GraphQL subscription: users present on the same brand page (spec 1 §2), across every app process. It is the
// shell's: brand.shell, so knowledge-base-only users keep their avatars.
import { z } from "zod";
import { accessFor, builder } from "./builder";
import type { TBrandAccess } from "../access/authorize";
import { presence, type TPresenceUser } from "../realtime/presence";
import { invalid } from "../errors";

const PresenceUser = builder.objectRef<TPresenceUser>("PresenceUser").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    first_name: t.exposeString("first_name"),
    last_name: t.exposeString("last_name"),
    email: t.exposeString("email"),
  }),
});

const ZPage = z.string().min(1).max(300).regex(/^\//, "page must be a path");

builder.subscriptionField("presence", (t) =>
  t.field({
    type: [PresenceUser],
    args: { brand_id: t.arg.string({ required: true }), page: t.arg.string({ required: true }) },
    authScopes: (_r, args) => ({ brand: { permission: "brand.shell", brand: args.brand_id } }),
    extensions: { permission: "brand.shell" },
    subscribe: async (_r, { brand_id, page }, ctx) => {
      const { actor, brandId } = (await accessFor(ctx, { permission: "brand.shell", brand: brand_id })) as TBrandAccess;
      if (!ZPage.safeParse(page).success) throw invalid("page must be a path starting with /");
      const me = { _id: actor.id, first_name: actor.first_name, last_name: actor.last_name, email: actor.email };
      return presence().watch(`${brandId}:${page}`, me);
    },
    resolve: (users) => users,
  }),
);
