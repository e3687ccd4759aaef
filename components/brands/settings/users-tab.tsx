"use client";
// The users tab of brand settings (owner: users helper, docs/contracts/p7-brands.md). Replaced by its owner.
export interface TUsersTabProps {
  brandId: string;
  currentUserId: string;
  /** Admin, or user write in the brand: may invite, change roles, permissions and memberships. */
  canManage: boolean;
  isAdmin: boolean;
}

export function UsersTab(_props: TUsersTabProps) {
  return null;
}
