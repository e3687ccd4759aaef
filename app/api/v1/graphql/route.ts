// POST /api/v1/graphql – the GraphQL API (queries and mutations; subscriptions use /api/v1/subscriptions).
// No GET: the app never reads over GET, and a GET (a link, an <img>) must never reach a mutation.
import type { NextRequest } from "next/server";
import { ACCESS_MSG } from "@/lib/messages";
import { yoga } from "@/server/graphql/yoga";

/**
 * JSON bodies only (P8 item 9). A form or a `text/plain` body is what another site can make a browser send without
 * asking (no CORS preflight), with our session cookie attached; a JSON body cannot be sent cross-site that way.
 * Bearer callers send JSON anyway.
 */
const JSON_MEDIA_TYPES: ReadonlySet<string> = new Set(["application/json", "application/graphql-response+json"]);

function isJsonContentType(value: string | null): boolean {
  const mediaType = (value ?? "").split(";")[0]!.trim().toLowerCase();
  return JSON_MEDIA_TYPES.has(mediaType);
}

export async function POST(req: NextRequest): Promise<Response> {
  if (!isJsonContentType(req.headers.get("content-type"))) {
    const status = 415;
    const body = { type: "about:blank", status, title: "Unsupported Media Type", detail: ACCESS_MSG.graphqlJsonOnly, code: "unsupported_media_type" };
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/problem+json", "accept-post": "application/json" } });
  }
  return yoga.handleRequest(req, { req });
}
