// GraphQL for P7 (owner per docs/contracts/p7-brands.md). Filled in by its owner.
export {};
