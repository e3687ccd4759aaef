// Helpers of the brands-list tests: studies with chosen statuses and dates, straight in the database.
import { newId } from "@/lib/ids";
import { prisma } from "@/server/db";
import type { SurveyStatus } from "@/server/generated/prisma/client";
import * as graphqlRoute from "@/app/api/v1/graphql/route";
import { call } from "../support/factories";

export const DAY = 24 * 60 * 60 * 1000;

export interface TStudyDates {
  date_start?: Date | null;
  date_published?: Date | null;
  date_closed?: Date | null;
}

export async function study(brandId: string, status: SurveyStatus, dates: TStudyDates = {}) {
  const id = newId();
  return prisma.survey.create({ data: { id, short_id: `bl${id.slice(-10)}`, brand_id: brandId, title: `Study ${id.slice(-5)}`, status, ...dates } });
}

export const gql = (token: string | null, query: string, variables: Record<string, unknown> = {}) =>
  call(graphqlRoute.POST, { method: "POST", url: "http://localhost/api/v1/graphql", token, json: { query, variables } });

export type TGqlBody = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
