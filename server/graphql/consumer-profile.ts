import "server-only";
// GraphQL consumerProfiles(survey_ids, brand_id) (spec 1 §7), over server/consumer-profiles.
import type { TConsumerProfile } from "@/lib/consumer-profiles/wire";
import { brandField, builder } from "./builder";
import { profilesForSurveys } from "../consumer-profiles/profiles-for-surveys";

const ProfileOption = builder.objectRef<TConsumerProfile["options"][number]>("ConsumerProfileOption").implement({
  fields: (t) => ({ panel_screener: t.exposeID("panel_screener"), values: t.exposeStringList("values") }),
});

const AvatarImages = builder.objectRef<NonNullable<TConsumerProfile["avatar"]>["images"]>("AvatarImages").implement({
  fields: (t) => ({ mobile: t.exposeString("mobile"), desktop: t.exposeString("desktop") }),
});

const ProfileAvatar = builder.objectRef<NonNullable<TConsumerProfile["avatar"]>>("ProfileAvatar").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    name: t.exposeString("name"),
    type: t.exposeString("type"),
    images: t.field({ type: AvatarImages, resolve: (a) => a.images }),
  }),
});

const ConsumerProfile = builder.objectRef<TConsumerProfile>("ConsumerProfile").implement({
  description: "An audience definition built from panel-screener selections (spec 1 §3); tier is computed on save.",
  fields: (t) => ({
    _id: t.exposeID("_id"),
    brand: t.exposeID("brand"),
    title: t.exposeString("title"),
    tier: t.exposeInt("tier"),
    avatar: t.field({ type: ProfileAvatar, nullable: true, resolve: (p) => p.avatar }),
    options: t.field({ type: [ProfileOption], resolve: (p) => p.options }),
    date_created: t.exposeString("date_created"),
    date_updated: t.exposeString("date_updated"),
    editable: t.exposeBoolean("editable"),
    ms_default: t.exposeBoolean("ms_default"),
    hide_from_editor: t.exposeBoolean("hide_from_editor"),
    archived: t.exposeBoolean("archived"),
  }),
});

builder.queryFields((t) => ({
  consumerProfiles: brandField(t, {
    type: [ConsumerProfile],
    args: { brand_id: t.arg.id({ required: true }), survey_ids: t.arg.idList() },
    permission: "brand.member",
    resolve: (access, a) => profilesForSurveys(access, a.survey_ids ? a.survey_ids.map(String) : null),
  }),
}));
