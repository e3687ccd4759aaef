// Spec 2 texts of the Products and Sales plan steps, kept once in lib/builder/messages.ts (verbatim).
import { describe, expect, it } from "vitest";
import { BUILDER_MSG } from "@/lib/builder/messages";

describe("BUILDER_MSG products and sales plan texts (spec 2 §2, §5)", () => {
  it("has the Products step texts verbatim", () => {
    expect(BUILDER_MSG.productsNoMatch("blue boot")).toBe("No products matching blue boot were found.");
    expect(BUILDER_MSG.productsNoneFound).toBe("No products found.");
    expect(BUILDER_MSG.productsNoneSelected).toBe("No products currently selected. Click products from your catalog to add them to this study.");
    expect(BUILDER_MSG.productDeleted).toBe("This product has been deleted. Please remove it from the survey.");
    expect(BUILDER_MSG.cancel).toBe("Cancel");
    expect(BUILDER_MSG.productsUnselectConfirm).toBe("Delete");
  });

  it("has the product limit warning verbatim", () => {
    expect(BUILDER_MSG.productLimitWarning(17, 15, 2)).toBe(
      "You've added 17 products and this test has a limit on number of products shown to the respondent at 15. Because you have randomization turned off, the last 2 product(s) will not be shown to any respondent. Please adjust.",
    );
  });
});
