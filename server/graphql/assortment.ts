import "server-only";
// GraphQL: assortments of docs/contracts/p3-studies.md (read, header counts, profiles, homepage; create, update,
// delete), thin adapters over server/assortments/*. Each field declares its permission (brandField); zod validation
// happens in the services.
import type { TAssortment, TAssortmentDecision, TAssortmentHeaderInfo, TBrandCategoryRef, TCalendarEvent } from "@/lib/studies/wire";
import { brandField, builder } from "./builder";
import { DateTimeScalar } from "./datetime";
import { getAssortment } from "../assortments/get-assortment";
import { getAssortmentsForHomepage, getBrandAssortments } from "../assortments/list-assortments";
import { getAssortmentHeaderInfo } from "../assortments/header-info";
import { getAssortmentWithConsumerProfiles, type TAssortmentWithProfiles } from "../assortments/with-profiles";
import { createAssortment } from "../assortments/create-assortment";
import { updateAssortment } from "../assortments/update-assortment";
import { deleteAssortment } from "../assortments/delete-assortment";

export const BrandCategoryRef = builder.objectRef<TBrandCategoryRef>("BrandCategoryRef").implement({
  fields: (t) => ({ _id: t.exposeID("_id"), name: t.exposeString("name"), gender: t.exposeString("gender", { nullable: true }) }),
});

const AssortmentDecision = builder.objectRef<TAssortmentDecision>("AssortmentDecision").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    name: t.exposeString("name"),
    date_start: t.field({ type: DateTimeScalar, nullable: true, resolve: (d) => d.date_start }),
    date_end: t.field({ type: DateTimeScalar, nullable: true, resolve: (d) => d.date_end }),
  }),
});

const CalendarEvent = builder.objectRef<TCalendarEvent>("CalendarEvent").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    date_start: t.field({ type: DateTimeScalar, nullable: true, resolve: (e) => e.date_start }),
    date_end: t.field({ type: DateTimeScalar, nullable: true, resolve: (e) => e.date_end }),
    assortment: t.exposeID("assortment"),
  }),
});

const ConsumerProfileRef = builder.objectRef<{ _id: string; name: string }>("ConsumerProfileRef").implement({
  fields: (t) => ({ _id: t.exposeID("_id"), name: t.exposeString("name") }),
});

export const Assortment = builder.objectRef<TAssortment>("Assortment").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    year: t.exposeInt("year"),
    season: t.exposeString("season"),
    name: t.exposeString("name", { nullable: true }),
    brand: t.exposeID("brand"),
    brand_category: t.field({ type: BrandCategoryRef, nullable: true, resolve: (a) => a.brand_category }),
    products: t.exposeInt("products"),
    surveys: t.exposeInt("surveys"),
    consumer_profiles: t.exposeInt("consumer_profiles"),
    decisions: t.field({ type: [AssortmentDecision], resolve: (a) => a.decisions }),
    calendar_events: t.field({ type: [CalendarEvent], resolve: (a) => a.calendar_events }),
    snips_count: t.exposeInt("snips_count"),
    date_modified: t.field({ type: DateTimeScalar, resolve: (a) => a.date_modified }),
    backgroundImageUrl: t.exposeString("backgroundImageUrl", { nullable: true }),
  }),
});

const AssortmentHeaderInfo = builder.objectRef<TAssortmentHeaderInfo>("AssortmentHeaderInfo").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    products: t.exposeInt("products"),
    surveys: t.exposeInt("surveys"),
    profiles: t.exposeInt("profiles"),
    shared_items: t.exposeInt("shared_items"),
  }),
});

const AssortmentWithProfiles = builder.objectRef<TAssortmentWithProfiles>("AssortmentWithProfiles").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    year: t.exposeInt("year"),
    season: t.exposeString("season"),
    brand_category: t.field({ type: BrandCategoryRef, nullable: true, resolve: (a) => a.brand_category }),
    consumer_profiles: t.field({ type: [ConsumerProfileRef], resolve: (a) => a.consumer_profiles }),
  }),
});

const AssortmentDecisionInput = builder.inputType("AssortmentDecisionInput", {
  fields: (t) => ({
    _id: t.id(),
    name: t.string({ required: true }),
    date_start: t.field({ type: DateTimeScalar }),
    date_end: t.field({ type: DateTimeScalar }),
  }),
});

const CalendarEventInput = builder.inputType("CalendarEventInput", {
  fields: (t) => ({
    _id: t.id(),
    name: t.string({ required: true }),
    description: t.string(),
    date_start: t.field({ type: DateTimeScalar }),
    date_end: t.field({ type: DateTimeScalar }),
  }),
});

const AssortmentInput = builder.inputType("AssortmentInput", {
  fields: (t) => ({
    _id: t.id(),
    year: t.int({ required: true }),
    season: t.string({ required: true }),
    brand_category: t.id({ required: true }),
    name: t.string(),
    backgroundImageUrl: t.string(),
    decisions: t.field({ type: [AssortmentDecisionInput] }),
    calendar_events: t.field({ type: [CalendarEventInput] }),
  }),
});

const byId = { _id: { required: true }, brand_id: { required: true } } as const;

builder.queryFields((t) => ({
  getAssortment: brandField(t, {
    type: Assortment,
    args: { _id: t.arg.id(byId._id), brand_id: t.arg.id(byId.brand_id) },
    permission: "assortment.read",
    resolve: (access, a) => getAssortment(access, String(a._id)),
  }),
  // The brand is the argument _id here (spec 1 §7 getBrandAssortments(_id)).
  getBrandAssortments: brandField(t, {
    type: [Assortment],
    args: { _id: t.arg.id({ required: true }) },
    permission: "assortment.read",
    brand: (a) => String(a._id),
    resolve: (access) => getBrandAssortments(access),
  }),
  getAssortmentHeaderInfo: brandField(t, {
    type: AssortmentHeaderInfo,
    args: { _id: t.arg.id(byId._id), brand_id: t.arg.id(byId.brand_id) },
    permission: "assortment.read",
    resolve: (access, a) => getAssortmentHeaderInfo(access, String(a._id)),
  }),
  getAssortmentWithConsumerProfiles: brandField(t, {
    type: AssortmentWithProfiles,
    args: { _id: t.arg.id(byId._id), brand_id: t.arg.id(byId.brand_id) },
    permission: "assortment.read",
    resolve: (access, a) => getAssortmentWithConsumerProfiles(access, String(a._id)),
  }),
  getAssortmentsForHomepage: brandField(t, {
    type: [Assortment],
    args: { brand_id: t.arg.id({ required: true }) },
    permission: "assortment.read",
    resolve: (access) => getAssortmentsForHomepage(access),
  }),
}));

builder.mutationFields((t) => ({
  createAssortment: brandField(t, {
    type: Assortment,
    args: { brand_id: t.arg.id({ required: true }), assortment: t.arg({ type: AssortmentInput, required: true }) },
    permission: "assortment.write",
    resolve: (access, a) => createAssortment(access, a.assortment),
  }),
  updateAssortment: brandField(t, {
    type: Assortment,
    args: { brand_id: t.arg.id({ required: true }), assortment: t.arg({ type: AssortmentInput, required: true }) },
    permission: "assortment.write",
    resolve: (access, a) => updateAssortment(access, a.assortment),
  }),
  deleteAssortment: brandField(t, {
    type: "Boolean",
    args: { _id: t.arg.id(byId._id), brand_id: t.arg.id(byId.brand_id) },
    permission: "assortment.write",
    resolve: (access, a) => deleteAssortment(access, String(a._id)),
  }),
}));
