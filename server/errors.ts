import "server-only";
// Services import their typed errors from here; the definitions live in lib/errors.ts so pure rules in lib/ can throw them.
export * from "@/lib/errors";
