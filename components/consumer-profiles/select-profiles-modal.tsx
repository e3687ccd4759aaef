"use client";
// PLACEHOLDER (the P5 consumer-profiles helper replaces the body; the props are the contract).

export interface TSelectProfilesModalProps {
  brandId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The profile ids already chosen. */
  selected: string[];
  onConfirm(ids: string[]): void;
  /** Admins acting as themselves may create, edit and delete profiles inside the modal. */
  canManage: boolean;
  readOnly?: boolean;
}

export function SelectProfilesModal(props: TSelectProfilesModalProps) {
  void props;
  return null;
}
