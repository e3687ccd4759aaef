import "server-only";
// Who may read and change a brand's settings is declared at each entry point (P8, docs/contracts/p8-access.md):
// `settings.read` (admins, or members who may open the settings: settings_page read, not restricted) and
// `settings.write` (settings.read plus `brand` write), checked by authorize(). What stays here is shared by the
// settings services.

/** A unique-constraint violation from Prisma (P2002), e.g. two brands taking the same slug at once. */
export function isUniqueViolation(e: unknown): boolean {
  return Boolean(e && typeof e === "object" && (e as { code?: unknown }).code === "P2002");
}
