"use client";
// A value that follows `value` once it has stopped changing for `delayMs` (search 500 ms, inputs 400 ms; spec 1 §9).
import { useEffect, useState } from "react";

export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  // No delay (the test environment): the value passes straight through.
  return delayMs <= 0 ? value : debounced;
}
