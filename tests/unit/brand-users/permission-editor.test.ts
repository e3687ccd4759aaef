// The permissions editor's boxes (lib/brands/permission-editor.ts): write implies read, and the pairs sent.
import { describe, expect, it } from "vitest";
import { flipPermission, permissionKey, permissionKeys, permissionPairs } from "@/lib/brands/permission-editor";

describe("flipPermission", () => {
  it("ticks read with write and unticks write with read", () => {
    const withWrite = flipPermission(new Set(), "brand", "write", true);
    expect([...withWrite].sort()).toEqual([permissionKey("brand", "read"), permissionKey("brand", "write")]);
    expect([...flipPermission(withWrite, "brand", "read", false)]).toEqual([]);
    expect([...flipPermission(withWrite, "brand", "write", false)]).toEqual([permissionKey("brand", "read")]);
  });
  it("leaves the given set alone", () => {
    const keys = permissionKeys([{ entity: "user", action: "read" }]);
    flipPermission(keys, "user", "read", false);
    expect(keys.has(permissionKey("user", "read"))).toBe(true);
  });
});

describe("permissionPairs", () => {
  it("lists the ticked pairs in ENTITIES × ACTIONS order", () => {
    const keys = permissionKeys([
      { entity: "user", action: "write" },
      { entity: "survey", action: "read" },
      { entity: "user", action: "read" },
    ]);
    expect(permissionPairs(keys)).toEqual([
      { entity: "survey", action: "read" },
      { entity: "user", action: "read" },
      { entity: "user", action: "write" },
    ]);
  });
});
