// Spec 1 §8: "Images are retried 3 times with a cache-busting count."
import { describe, expect, it } from "vitest";
import { IMAGE_RETRIES, nextAttempt, retryUrl } from "@/lib/products/image-retry";

describe("retryUrl", () => {
  it("leaves the first attempt's URL untouched", () => {
    expect(retryUrl("/uploads/a/mobile.webp", 0)).toBe("/uploads/a/mobile.webp");
  });

  it("appends retry=<n> with ? when the URL has no query", () => {
    expect(retryUrl("/uploads/a/mobile.webp", 1)).toBe("/uploads/a/mobile.webp?retry=1");
    expect(retryUrl("https://cdn.example.com/x.png", 3)).toBe("https://cdn.example.com/x.png?retry=3");
  });

  it("appends retry=<n> with & when the URL already has a query", () => {
    expect(retryUrl("/img.png?w=200", 2)).toBe("/img.png?w=200&retry=2");
    expect(retryUrl("/img.png?", 1)).toBe("/img.png?retry=1");
    expect(retryUrl("/img.png?w=1&", 1)).toBe("/img.png?w=1&retry=1");
  });

  it("keeps a fragment at the end", () => {
    expect(retryUrl("/img.svg#icon", 1)).toBe("/img.svg?retry=1#icon");
    expect(retryUrl("/img.svg?v=2#icon", 2)).toBe("/img.svg?v=2&retry=2#icon");
  });

  it("gives every attempt a different URL, so none is served from a cached failure", () => {
    const urls = Array.from({ length: IMAGE_RETRIES + 1 }, (_, n) => retryUrl("/uploads/a/mobile.webp", n));
    expect(new Set(urls).size).toBe(IMAGE_RETRIES + 1);
  });
});

describe("nextAttempt", () => {
  it("retries exactly 3 times, then gives up", () => {
    expect(IMAGE_RETRIES).toBe(3);
    expect(nextAttempt(0)).toBe(1);
    expect(nextAttempt(1)).toBe(2);
    expect(nextAttempt(2)).toBe(3);
    expect(nextAttempt(3)).toBeNull();
  });

  it("honours another retry budget", () => {
    expect(nextAttempt(0, 0)).toBeNull();
    expect(nextAttempt(0, 1)).toBe(1);
    expect(nextAttempt(1, 1)).toBeNull();
  });
});
