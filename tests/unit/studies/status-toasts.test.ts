// The study-action toasts (spec 3 §8 "Study actions"), word for word: what close and re-open say when they fail.
import { describe, expect, it } from "vitest";
import { STUDY_STATUS_ACTIONS, studyStatusToast } from "@/lib/studies/status-toasts";
import type { TStatusAction } from "@/components/studies/actions-api";

describe("study status toasts", () => {
  it("a failed close says the study couldn't be closed and offers to try again", () => {
    expect(studyStatusToast("close", "fail")).toBe("Sorry, the study couldn't be closed. Try again?");
  });
  it("a failed re-open says the study couldn't be re-opened and offers to try again", () => {
    expect(studyStatusToast("reopen", "fail")).toBe("Sorry, the study couldn't be re-opened. Try again?");
  });
  it("a failed revert and a failed clear say so too", () => {
    expect(studyStatusToast("to_draft", "fail")).toBe("Sorry, the study couldn't be reverted to draft. Try again?");
    expect(studyStatusToast("clear_answers", "fail")).toBe("Sorry, campaign couldn't clear answers. Try again?");
  });
  it("the successes", () => {
    expect(studyStatusToast("close", "ok")).toBe("Study closed.");
    expect(studyStatusToast("reopen", "ok")).toBe("Study re-opened.");
    expect(studyStatusToast("to_draft", "ok")).toBe("Study set to draft.");
    expect(studyStatusToast("clear_answers", "ok")).toBe("Successfully cleared answers.");
  });
  it("covers every status action the dialogs run", () => {
    const all: TStatusAction[] = [...STUDY_STATUS_ACTIONS];
    expect(new Set(all)).toEqual(new Set<TStatusAction>(["close", "reopen", "to_draft", "clear_answers"]));
  });
});
