// One follow-up of the side the rating asks: choice (radios), multi (checkboxes), star, or free text (optional).
import { LIVE_LABELS } from "@/lib/survey/messages";
import { LIVE_TEXT_MAX } from "@/lib/survey/rules";
import type { TLiveFollowUp } from "@/lib/survey/wire";
import { followUpRequired, type TFollowUpAnswer } from "./answers";
import { ChoiceList } from "./choice-list";
import { StarRating } from "./star-rating";

export interface TFollowUpProps {
  name: string;
  fu: TLiveFollowUp;
  side: "positive" | "negative";
  answer: TFollowUpAnswer | undefined;
  onChange: (a: TFollowUpAnswer) => void;
}

export function FollowUpQuestion({ name, fu, side, answer, onChange }: TFollowUpProps) {
  const s = fu[side];
  const a: TFollowUpAnswer = answer ?? { values: [], text: null, star: null };
  const required = followUpRequired(fu, side);
  if (fu.type === "star") {
    return <StarRating name={name} legend={s.title} low={s.min_label} high={s.max_label} required={required} value={a.star} onChange={(star) => onChange({ ...a, star })} />;
  }
  if (fu.type === "text") {
    return (
      <div className="sv-q">
        <label className="sv-legend" htmlFor={name}>
          {s.title}
        </label>
        <textarea id={name} className="sv-text" maxLength={LIVE_TEXT_MAX} value={a.text ?? ""} placeholder={LIVE_LABELS.yourAnswer} onChange={(e) => onChange({ ...a, text: e.target.value })} />
      </div>
    );
  }
  const multiple = fu.type === "multi";
  return (
    <fieldset className="sv-q">
      <legend className="sv-legend">
        {s.title}
        {required && <span className="sv-req">{LIVE_LABELS.required}</span>}
      </legend>
      {multiple && <p className="sv-hint">{LIVE_LABELS.chooseAll}</p>}
      <ChoiceList name={name} multiple={multiple} options={s.options} values={a.values} onChange={(values) => onChange({ ...a, values })} />
    </fieldset>
  );
}
