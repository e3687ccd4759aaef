import "server-only";
// GraphQL of a brand's users (spec 1 §7): brandUsers(brand_id), addUsersToBrand(brandId, emails) → [{email,
// success, message}], toggleUserRole(_id, role, brandId) → the user's roles. Same services as the REST routes.
import type { NextRequest } from "next/server";
import { ROLES, type TAddUserResult, type TBrandUser, type TPermissionPair } from "@/lib/brands/wire";
import type { TRoles } from "@/lib/permissions";
import { addUsersToBrand } from "../users/add-users-to-brand";
import { listBrandUsers } from "../users/brand-users";
import { toggleUserRole } from "../users/toggle-user-role";
import { appOrigin } from "../mail/links";
import { brandField, builder, type TGraphQLContext } from "./builder";

const BrandUserRoles = builder.objectRef<TRoles>("BrandUserRoles").implement({
  fields: (t) => ({ full: t.exposeBoolean("full"), restricted: t.exposeBoolean("restricted"), kb_user: t.exposeBoolean("kb_user") }),
});

const BrandUserPermission = builder.objectRef<TPermissionPair>("BrandUserPermission").implement({
  fields: (t) => ({ entity: t.exposeString("entity"), action: t.exposeString("action") }),
});

const BrandUser = builder.objectRef<TBrandUser>("BrandUser").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    email: t.exposeString("email"),
    first_name: t.exposeString("first_name"),
    last_name: t.exposeString("last_name"),
    department: t.exposeString("department", { nullable: true }),
    is_admin: t.exposeBoolean("is_admin"),
    is_active: t.exposeBoolean("is_active"),
    is_active_in_brand: t.exposeBoolean("is_active_in_brand"),
    roles: t.field({ type: BrandUserRoles, resolve: (u) => u.roles }),
    permissions: t.field({ type: [BrandUserPermission], resolve: (u) => u.permissions }),
    last_login: t.exposeString("last_login", { nullable: true }),
    invitation_pending: t.exposeBoolean("invitation_pending"),
    mfa_enabled: t.exposeBoolean("mfa_enabled", { description: "Two-step sign-in is set up (P8 item 11)." }),
  }),
});

const AddUserResult = builder.objectRef<TAddUserResult>("AddUserResult").implement({
  fields: (t) => ({ email: t.exposeString("email"), success: t.exposeBoolean("success"), message: t.exposeString("message") }),
});

const UserRole = builder.enumType("UserRole", { values: ROLES });

builder.queryField("brandUsers", (t) =>
  brandField(t, {
    type: [BrandUser],
    args: { brand_id: t.arg.string({ required: true }) },
    permission: "settings.read",
    resolve: (access) => listBrandUsers(access),
  }),
);

/** yoga merges the route's server context ({ req }) into every resolver's context. */
const requestOf = (ctx: TGraphQLContext): NextRequest | null => (ctx as TGraphQLContext & { req?: NextRequest }).req ?? null;

builder.mutationField("addUsersToBrand", (t) =>
  brandField(t, {
    type: [AddUserResult],
    args: { brandId: t.arg.string({ required: true }), emails: t.arg.stringList({ required: true }) },
    permission: "users.manage",
    brand: (args) => args.brandId,
    resolve: (access, args, ctx) => addUsersToBrand(access, args, appOrigin(requestOf(ctx))),
  }),
);

builder.mutationField("toggleUserRole", (t) =>
  brandField(t, {
    type: BrandUserRoles,
    args: { _id: t.arg.string({ required: true }), role: t.arg({ type: UserRole, required: true }), brandId: t.arg.string({ required: true }) },
    permission: "users.manage",
    brand: (args) => args.brandId,
    resolve: (access, args) => toggleUserRole(access, args),
  }),
);
