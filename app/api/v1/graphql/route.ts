// POST /api/v1/graphql – the GraphQL API (queries and mutations; subscriptions use /api/v1/subscriptions).
import type { NextRequest } from "next/server";
import { yoga } from "@/server/graphql/yoga";

export async function POST(req: NextRequest): Promise<Response> {
  return yoga.handleRequest(req, { req });
}
