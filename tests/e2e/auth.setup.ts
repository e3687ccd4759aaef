// Signs in once per role and saves the session (storageState) for the journeys.
import { test as setup } from "@playwright/test";
import { acceptCookies, authFile, signIn, USERS, type TRole } from "./support/world";

for (const role of Object.keys(USERS) as TRole[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await acceptCookies(page);
    await page.goto("/login");
    await signIn(page, role);
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.context().storageState({ path: authFile(role) });
  });
}
