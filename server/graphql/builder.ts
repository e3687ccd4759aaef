import "server-only";
// The one Pothos builder (DESIGN.md §4). Every root field declares who may call it (P8 item 1), as an auth scope:
//   { public: true }      anyone
//   { signedIn: true }    any signed-in user
//   { admin: true }       internal admins
//   brandField(t, { permission, … })   a permission on one brand (lib/permissions.ts): the scope runs authorize() and
//                         the resolver receives its TBrandAccess. The generated access matrix reads these declarations.
import SchemaBuilder, {
  type FieldNullability,
  type FieldRef,
  type InputFieldMap,
  type InputShapeFromFields,
  type MaybePromise,
  type ShapeFromTypeParam,
  type TypeParam,
} from "@pothos/core";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import type { GraphQLResolveInfo } from "graphql";
import { ACCESS_MSG } from "@/lib/messages";
import type { TPermission } from "@/lib/permissions";
import type { Actor } from "../access/actor";
import { authorize, type TBrandAccess, type TBrandRef, type TViewAccess } from "../access/authorize";
import type { Principal } from "../access/principal";
import { type AppError, forbidden, unauthenticated } from "../errors";

export interface TGraphQLContext {
  principal: Principal | null;
  /** The principal when it is a signed-in user. */
  actor: Actor | null;
  /** A credential that was refused with a reason worth telling (an ended session, a bad share link). */
  problem?: AppError | null;
  /** authorize() answers of this request, by brand and permission. */
  access?: Map<string, Promise<TViewAccess>>;
}

export interface TBrandScope {
  permission: TPermission;
  brand: TBrandRef;
  share?: boolean;
  survey?: string;
}

export const builder = new SchemaBuilder<{
  Context: TGraphQLContext;
  /** admin: true, or the 403 text the field answers non-admins. */
  AuthScopes: { public: boolean; signedIn: boolean; admin: boolean | string; brand: TBrandScope };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    // Loaders run only for the scope a field declares; a refusal throws the error the caller should see.
    authScopes: (ctx) => ({
      public: true,
      signedIn: () => Boolean(ctx.actor) || failWith(ctx),
      admin: (text: boolean | string) =>
        ctx.actor ? ctx.actor.is_admin || failWith(ctx, forbidden(typeof text === "string" ? text : ACCESS_MSG.adminOnly)) : failWith(ctx),
      brand: async (scope: TBrandScope) => Boolean(await accessFor(ctx, scope)),
    }),
    unauthorizedError: () => unauthenticated(),
  },
});

/** A refused scope: the caller's own problem (ended session, bad share link) or `error`, else 401. */
function failWith(ctx: TGraphQLContext, error?: AppError): never {
  throw ctx.problem ?? error ?? unauthenticated();
}

/** authorize() once per request for each brand, permission and study. */
export function accessFor(ctx: TGraphQLContext, scope: TBrandScope): Promise<TViewAccess> {
  if (!ctx.principal && ctx.problem) return Promise.reject(ctx.problem);
  const key = `${JSON.stringify(scope.brand)}|${scope.permission}|${scope.share ? scope.survey ?? "" : ""}`;
  const cache = (ctx.access ??= new Map());
  let hit = cache.get(key);
  if (!hit) {
    hit = authorize(ctx.principal, { brand: scope.brand, permission: scope.permission, survey: scope.survey, share: scope.share === true });
    cache.set(key, hit);
  }
  return hit;
}

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/** The actor of a field that declared `{ signedIn: true }` or `{ admin: true }`. */
export function actorOf(ctx: TGraphQLContext): Actor {
  if (!ctx.actor) throw unauthenticated();
  return ctx.actor;
}

type TTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const argBrand = (args: unknown): TBrandRef => String((args as { brand_id?: unknown }).brand_id ?? "");

export interface TBrandFieldOptions<Type extends TypeParam<TTypes>, Args extends InputFieldMap, Nullable extends FieldNullability<Type>> {
  type: Type;
  args?: Args;
  nullable?: Nullable;
  description?: string;
  /** The declared permission (lib/permissions.ts); authorize() checks it before the resolver runs. */
  permission: TPermission;
  /** The brand of the call: `args.brand_id` unless given. */
  brand?: (args: InputShapeFromFields<Args>) => TBrandRef;
  resolve: (
    access: TBrandAccess,
    args: InputShapeFromFields<Args>,
    ctx: TGraphQLContext,
    info: GraphQLResolveInfo,
  ) => MaybePromise<ShapeFromTypeParam<TTypes, Type, Nullable>>;
}

/**
 * A query or mutation on one brand, with its declared permission; the resolver receives the caller's proof of access:
 *   builder.queryField("brand", (t) => brandField(t, { type: Brand, args, permission: "brand.member", resolve: (access) => … }))
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Pothos types a field without arguments as {}.
export function brandField<Type extends TypeParam<TTypes>, Args extends InputFieldMap = {}, Nullable extends FieldNullability<Type> = false>(
  t: { field: unknown },
  opts: TBrandFieldOptions<Type, Args, Nullable>,
) {
  // Without `share`, authorize() answers a TBrandAccess (a signed-in user's), which is what the resolver is typed for.
  return scopedField(t, opts, (args) => ({ permission: opts.permission, brand: (opts.brand ?? argBrand)(args) }), opts.resolve as TScopedResolve<Type, Args, Nullable>);
}

export interface TViewFieldOptions<Type extends TypeParam<TTypes>, Args extends InputFieldMap, Nullable extends FieldNullability<Type>>
  extends Omit<TBrandFieldOptions<Type, Args, Nullable>, "resolve"> {
  /** The study the field reads: a share viewer holding that study's link is let in too (read-only permissions). */
  survey: (args: InputShapeFromFields<Args>) => string;
  resolve: TScopedResolve<Type, Args, Nullable>;
}

/**
 * A read of one study that a share-link viewer of that study may make as well as a signed-in member; the resolver
 * receives either's proof of access (server/access/authorize.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Pothos types a field without arguments as {}.
export function viewField<Type extends TypeParam<TTypes>, Args extends InputFieldMap = {}, Nullable extends FieldNullability<Type> = false>(
  t: { field: unknown },
  opts: TViewFieldOptions<Type, Args, Nullable>,
) {
  return scopedField(t, opts, (args) => ({ permission: opts.permission, brand: (opts.brand ?? argBrand)(args), share: true, survey: opts.survey(args) }), opts.resolve);
}

type TScopedResolve<Type extends TypeParam<TTypes>, Args extends InputFieldMap, Nullable extends FieldNullability<Type>> = (
  access: TViewAccess,
  args: InputShapeFromFields<Args>,
  ctx: TGraphQLContext,
  info: GraphQLResolveInfo,
) => MaybePromise<ShapeFromTypeParam<TTypes, Type, Nullable>>;

function scopedField<Type extends TypeParam<TTypes>, Args extends InputFieldMap, Nullable extends FieldNullability<Type>>(
  t: { field: unknown },
  opts: Pick<TBrandFieldOptions<Type, Args, Nullable>, "type" | "args" | "nullable" | "description" | "permission">,
  scope: (args: InputShapeFromFields<Args>) => TBrandScope,
  resolve: TScopedResolve<Type, Args, Nullable>,
) {
  // Pothos cannot follow the generic options through a wrapper; the options are checked by the option types above.
  const field = (t.field as (o: object) => FieldRef<TTypes, ShapeFromTypeParam<TTypes, Type, Nullable>>).bind(t);
  return field({
    type: opts.type,
    args: opts.args,
    nullable: opts.nullable,
    description: opts.description,
    extensions: { permission: opts.permission },
    authScopes: (_parent: unknown, args: InputShapeFromFields<Args>) => ({ brand: scope(args) }),
    resolve: async (_parent: unknown, args: InputShapeFromFields<Args>, ctx: TGraphQLContext, info: GraphQLResolveInfo) =>
      resolve(await accessFor(ctx, scope(args)), args, ctx, info),
  });
}
