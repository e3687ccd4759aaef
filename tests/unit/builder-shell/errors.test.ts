// The wizard's error catalogue (spec 2 §8): load errors and the silently ignored missing-token error.
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { isSilentError, loadErrorAction } from "@/components/builder/error-dialog";

const B = "b".repeat(24);

describe("wizard errors", () => {
  it("the generic dialog's texts are the spec's", () => {
    expect(BUILDER_MSG.genericErrorTitle).toBe("There's been an issue, but don't worry everything will be okay!");
    expect(BUILDER_MSG.genericErrorBody).toBe("Please reload the page to get the latest, greatest data.");
    expect([BUILDER_MSG.genericErrorReload, BUILDER_MSG.genericErrorLater]).toEqual(["Okay, let's reload now", "I'll reload it myself"]);
  });
  it('an error containing "No authorization token was found" is ignored silently', () => {
    expect(isSilentError(new Error("UnauthorizedError: No authorization token was found"))).toBe(true);
    expect(loadErrorAction(new ApiError(401, "No authorization token was found"), B)).toEqual({ kind: "silent" });
    expect(isSilentError(new Error("boom"))).toBe(false);
  });
  it('"Insufficient privileges" → the bad-link toast and /', () => {
    expect(BUILDER_MSG.badLink).toBe("It looks like you may have a bad link, we recommend double checking the URL you have accessed");
    expect(loadErrorAction(new Error("Insufficient privileges"), B)).toEqual({ kind: "toast", to: "/" });
    expect(loadErrorAction(new ApiError(403, "You do not have permission to read survey."), B)).toEqual({ kind: "toast", to: "/" });
  });
  it('"Not found" → the same toast and home', () => {
    expect(loadErrorAction(new Error("Not found"), B)).toEqual({ kind: "toast", to: `/brand/${B}/home` });
    expect(loadErrorAction(new ApiError(404, "Study not found."), B)).toEqual({ kind: "toast", to: `/brand/${B}/home` });
  });
  it("other load errors open the generic dialog", () => {
    expect(loadErrorAction(new ApiError(500, "Internal error"), B)).toEqual({ kind: "dialog" });
    expect(loadErrorAction(new ApiError(409, "Only a Draft study can be changed."), B)).toEqual({ kind: "dialog" });
  });
});
