// The header a shared page's requests carry the share token in, with a null bearer token (spec 3 §6); the server reads
// it in server/access/share-viewer.ts (SHARE_HEADER).
export const SHARE_HEADER_NAME = "x-share-token";
