import "server-only";
// The User wire shape of spec 1 §3.
import type { Actor } from "../access/actor";

export interface TUserWire {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  department: string | null;
  is_admin: boolean;
  roles: Actor["roles"];
  brands: { _id: string; name: string; logo: string | null; is_active: boolean }[];
  permissions: { brand_id: string; permissions: Record<string, { read: boolean; write: boolean }> }[];
  regions: { brand_id: string; regions: string[] }[];
}

export function serializeActor(a: Actor): TUserWire {
  return {
    _id: a.id,
    email: a.email,
    first_name: a.first_name,
    last_name: a.last_name,
    department: a.department,
    is_admin: a.is_admin,
    roles: a.roles,
    brands: a.memberships.map((b) => ({ _id: b.id, name: b.name, logo: b.logo, is_active: b.is_active })),
    permissions: Object.entries(a.brands).map(([brand_id, perms]) => ({
      brand_id,
      permissions: Object.fromEntries(
        Object.entries(perms).map(([entity, actions]) => [
          entity,
          { read: actions.includes("read") || actions.includes("write"), write: actions.includes("write") },
        ]),
      ),
    })),
    regions: a.memberships.map((b) => ({ brand_id: b.id, regions: b.regions })),
  };
}
