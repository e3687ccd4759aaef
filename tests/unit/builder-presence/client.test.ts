// The client side of co-editing and the help e-mail (spec 2 §7, §8): the exact warning and toast texts, when the
// product-description warning asks, the avatar hover text, and the help message's HTML.
import { describe, expect, it } from "vitest";
import { SUPPORT_EMAIL } from "@/lib/constants";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { editorsKey, shouldWarn } from "@/components/coediting/concurrent-edit-warning";
import { editorInitials, editorTitle, type TEditor } from "@/components/coediting/presence-store";
import { textToHtml } from "@/components/builder/help-request";

const editor = (o: Partial<TEditor> = {}): TEditor => ({
  _id: "u1", email: "ann@x.test", first_name: "Ann", last_name: "Lee", department: null,
  online: true, online_since: "2026-01-01T00:00:00.000Z", editingProducts: [], is_self: false, ...o,
});

describe("spec 2 texts", () => {
  it("has the concurrent-edit warning and the help e-mail toasts word for word", () => {
    expect(BUILDER_MSG.concurrentEditWarning).toBe(
      "Someone is currently editing this product description. You might overwrite each other's content. Are you sure?",
    );
    expect(BUILDER_MSG.emailSent).toBe("Email has been sent, we'll be in touch soon!");
    expect(BUILDER_MSG.emailFailed(SUPPORT_EMAIL)).toBe(`Something went wrong with the email send, we're sorry! Please contact ${SUPPORT_EMAIL}`);
  });
});

describe("the product-description warning", () => {
  it("asks only when someone else edits the product, and again when different people do", () => {
    expect(shouldWarn([], null)).toBe(false);
    const ann = editor();
    expect(shouldWarn([ann], null)).toBe(true);
    const accepted = editorsKey([ann]);
    expect(shouldWarn([ann], accepted)).toBe(false);
    expect(shouldWarn([ann, editor({ _id: "u2" })], accepted)).toBe(true);
    expect(editorsKey([editor({ _id: "b" }), editor({ _id: "a" })])).toBe("a,b");
  });
});

describe("avatars", () => {
  it("shows initials, and names who edits which product on hover", () => {
    expect(editorInitials(editor())).toBe("AL");
    expect(editorInitials(editor({ first_name: "", last_name: "" }))).toBe("A");
    const name = (id: string) => ({ p1: "Blue Shirt", p2: "Red Hat" })[id] ?? id;
    expect(editorTitle(editor({ department: "Design" }), name)).toBe("Ann Lee (Design)");
    expect(editorTitle(editor({ editingProducts: ["p1", "p2"] }), name)).toBe("Ann Lee is editing Blue Shirt, Red Hat");
  });
});

describe("the help message", () => {
  it("escapes the user's text and keeps paragraphs and line breaks", () => {
    expect(textToHtml("Hi <b>team</b>\nline 2\n\n\nPara & two")).toBe("<p>Hi &lt;b&gt;team&lt;/b&gt;<br>line 2</p><p>Para &amp; two</p>");
    expect(textToHtml("  \n\n ")).toBe("");
  });
});
