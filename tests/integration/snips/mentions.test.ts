// @mentions in snip comments (P12 item 4; docs/decisions.md P12 #7): a colleague named in a new comment gets an e-mail
// through the mail queue (pg-boss, the dev transport recording it) linking to the snip with the comment highlighted —
// only when the brand has enableEmailNotifications and the colleague's settings allow mentions; never the author, a
// member of another brand, a deactivated member or a knowledge-base-only user; a comment that is refused mails nobody.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "@/lib/routes";
import { prisma } from "@/server/db";
import { mailsTo, startMailWorld, waitForMails } from "../brand-users/support";
import { createBrand, createUser } from "../support/factories";
import { assortment, study } from "../studies-read/fixtures";
import { api, snipRow } from "./support";

type TUser = Awaited<ReturnType<typeof createUser>>;
let world: Awaited<ReturnType<typeof startMailWorld>>;
let brandId: string;
let assortmentId: string;
let snipId: string;
let alice: TUser;
let bob: TUser;
let carol: TUser;
let dora: TUser;
let kb: TUser;
let outsider: TUser;

beforeAll(async () => {
  world = await startMailWorld();
  brandId = (await createBrand({ name: "Mention Brand", features: ["enableSnapShare", "enableEmailNotifications"] })).id;
  assortmentId = (await assortment(brandId)).id;
  const surveyId = (await study(brandId, { assortmentId })).id;
  const read: [["survey", "read"]] = [["survey", "read"]];
  alice = await createUser({ first_name: "Alice", last_name: "Author", brands: { [brandId]: read } });
  bob = await createUser({ first_name: "Bob", last_name: "Builder", brands: { [brandId]: [["survey", "write"]] } });
  carol = await createUser({ first_name: "Carol", last_name: "Quiet", brands: { [brandId]: read } });
  dora = await createUser({ first_name: "Dora", last_name: "Gone", brands: { [brandId]: read } });
  kb = await createUser({ first_name: "Kim", last_name: "Library", roles: { full: false, kb_user: true }, brands: { [brandId]: read } });
  outsider = await createUser({ first_name: "Oscar", last_name: "Outside", brands: { [(await createBrand()).id]: read } });
  await prisma.brandMembership.updateMany({ where: { user_id: carol.id, brand_id: brandId }, data: { notification_settings: { mention: false } } });
  await prisma.brandMembership.updateMany({ where: { user_id: dora.id, brand_id: brandId }, data: { is_active: false } });
  snipId = (await snipRow(surveyId, alice.id, { title: "Cropped fits <win>" })).id;
}, 60_000);
afterAll(() => world.stop());

describe("mentions in a comment", () => {
  it("e-mail the colleagues named, with a link to the highlighted comment; nobody else", async () => {
    const text = `@Bob Builder what do you think? cc @${carol.email} @Dora Gone @Kim Library @Oscar Outside @Alice Author`;
    const r = await api(brandId).addComment(alice.token, snipId, text);
    expect(r.errors).toBeUndefined();
    const commentId = r.data!.addCommentToSnip._id;
    const [mail] = await waitForMails(bob.email);
    expect(mail!.subject).toBe('Alice Author mentioned you on "Cropped fits <win>"');
    expect(mail!.text).toContain(`http://app.test${routes.snip(brandId, assortmentId, snipId, commentId)}`);
    expect(mail!.text).toContain("@Bob Builder what do you think?");
    expect(mail!.html).toContain("Cropped fits &lt;win&gt;");
    // A second comment mentioning Bob is the marker: once its mail is in, the first comment's jobs have all run.
    await api(brandId).addComment(alice.token, snipId, "@bob builder again");
    await waitForMails(bob.email, 2);
    for (const u of [alice, carol, dora, kb, outsider]) expect(await mailsTo(u.email)).toHaveLength(0);
  });

  it("mail nobody when the brand has e-mail notifications off, or when the comment is refused", async () => {
    const quiet = await createBrand({ features: ["enableSnapShare"] });
    const read: [["survey", "read"]] = [["survey", "read"]];
    const writer = await createUser({ brands: { [quiet.id]: read } });
    const reader = await createUser({ first_name: "Rita", last_name: "Reader", brands: { [quiet.id]: read } });
    const quietSnip = (await snipRow((await study(quiet.id)).id, writer.id)).id;
    expect((await api(quiet.id).addComment(writer.token, quietSnip, "@Rita Reader look")).errors).toBeUndefined();
    // A comment refused for its length: nothing stored, nothing queued.
    const refused = await api(brandId).addComment(alice.token, snipId, `@Bob Builder ${"x".repeat(10_001)}`);
    expect(refused.errors?.[0]?.extensions?.code).toBe("invalid");
    const jobs = await prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND data->>'kind' = 'mention' AND data->>'userId' IN (${reader.id}, ${bob.id})`;
    // Bob's two mails from the test above, and none for Rita or the refused comment.
    expect(jobs[0]!.n).toBe(2);
    expect(await mailsTo(reader.email)).toHaveLength(0);
  });
});
