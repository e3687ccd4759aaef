// The users tab's calls: REST for the list, permissions and memberships, GraphQL for addUsersToBrand and
// toggleUserRole (spec 1 §7), through the app's clients (session and inactive-brand rules included).
import { api } from "@/lib/api-client";
import { graphql } from "@/lib/graphql";
import { gql } from "@/lib/graphql-client";
import type { TAddUserResult, TBrandUser, TPermissionPair, TRole } from "@/lib/brands/wire";
import type { TRoles } from "@/lib/permissions";

export const fetchBrandUsers = (brandId: string) => api<TBrandUser[]>(`/brand/${brandId}/users`);

const AddUsersMutation = graphql(
  `mutation AddUsers($brandId: String!, $emails: [String!]!) { addUsersToBrand(brandId: $brandId, emails: $emails) { email success message } }`,
);

export async function inviteUsers(brandId: string, emails: string[]): Promise<TAddUserResult[]> {
  const data = await gql(AddUsersMutation, { brandId, emails });
  return data.addUsersToBrand;
}

const ToggleRoleMutation = graphql(
  `mutation ToggleRole($id: String!, $role: UserRole!, $brandId: String!) { toggleUserRole(_id: $id, role: $role, brandId: $brandId) { full restricted kb_user } }`,
);

export async function toggleUserRole(brandId: string, userId: string, role: TRole): Promise<TRoles> {
  const data = await gql(ToggleRoleMutation, { id: userId, role, brandId });
  return data.toggleUserRole;
}

export const savePermissions = (brandId: string, userId: string, permissions: TPermissionPair[]) =>
  api<TBrandUser>(`/brand/${brandId}/users/${userId}/permissions`, { method: "PUT", json: { permissions } });

export const setActiveInBrand = (brandId: string, userId: string, active: boolean) =>
  api<TBrandUser>(`/admin/brand/${brandId}/merchants/${userId}`, { method: active ? "PUT" : "DELETE" });

export const deleteUser = (userId: string) => api<{ _id: string }>(`/admin/user/${userId}/delete`, { method: "DELETE" });

/** Admins: resets the user's two-step sign-in and ends their sessions (P8 item 11). */
export const resetUserMfa = (userId: string) => api<{ _id: string }>(`/admin/user/${userId}/mfa`, { method: "DELETE" });
