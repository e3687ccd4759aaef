import "server-only";
// GraphQL: the current-user query and the update-user mutation (spec 1 §7).
import { builder, actorOf } from "./builder";
import { getMe } from "../users/get-me";
import { updateMe } from "../users/update-me";

type TMe = Awaited<ReturnType<typeof getMe>>;

const Roles = builder.objectRef<TMe["roles"]>("Roles").implement({
  fields: (t) => ({ full: t.exposeBoolean("full"), restricted: t.exposeBoolean("restricted"), kb_user: t.exposeBoolean("kb_user") }),
});
const UserBrand = builder.objectRef<TMe["brands"][number]>("UserBrand").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    name: t.exposeString("name"),
    logo: t.exposeString("logo", { nullable: true }),
    is_active: t.exposeBoolean("is_active"),
  }),
});
const EntityPermission = builder.objectRef<{ entity: string; read: boolean; write: boolean }>("EntityPermission").implement({
  fields: (t) => ({ entity: t.exposeString("entity"), read: t.exposeBoolean("read"), write: t.exposeBoolean("write") }),
});
const BrandPermissions = builder.objectRef<TMe["permissions"][number]>("BrandPermissions").implement({
  fields: (t) => ({
    brand_id: t.exposeID("brand_id"),
    permissions: t.field({
      type: [EntityPermission],
      resolve: (p) => Object.entries(p.permissions).map(([entity, a]) => ({ entity, ...a })),
    }),
  }),
});
export const User = builder.objectRef<TMe>("User").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    email: t.exposeString("email"),
    first_name: t.exposeString("first_name"),
    last_name: t.exposeString("last_name"),
    department: t.exposeString("department", { nullable: true }),
    is_admin: t.exposeBoolean("is_admin"),
    roles: t.field({ type: Roles, resolve: (u) => u.roles }),
    brands: t.field({ type: [UserBrand], resolve: (u) => u.brands }),
    permissions: t.field({ type: [BrandPermissions], resolve: (u) => u.permissions }),
    date_created: t.exposeString("date_created"),
    last_login: t.exposeString("last_login", { nullable: true }),
    active_days: t.exposeInt("active_days"),
    is_cookie_policy_accepted: t.exposeBoolean("is_cookie_policy_accepted"),
  }),
});

builder.queryField("me", (t) =>
  t.field({ type: User, authScopes: { signedIn: true }, resolve: (_r, _a, ctx) => getMe(actorOf(ctx)) }),
);

const UpdateUserInput = builder.inputType("UpdateUserInput", {
  fields: (t) => ({
    user_id: t.id({ required: true }),
    first_name: t.string({ required: true }),
    last_name: t.string({ required: true }),
    department: t.string({ required: true }),
  }),
});

const UpdateUserResult = builder.objectRef<{ message: string; results: TMe }>("UpdateUserResult").implement({
  fields: (t) => ({ message: t.exposeString("message"), user: t.field({ type: User, resolve: (r) => r.results }) }),
});

builder.mutationField("updateUser", (t) =>
  t.field({
    type: UpdateUserResult,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateUserInput, required: true }) },
    resolve: (_r, { input }, ctx) => {
      const { user_id, ...fields } = input;
      return updateMe(actorOf(ctx), fields, String(user_id));
    },
  }),
);
