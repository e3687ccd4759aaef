// A segmentation question's input, labelled by the page heading (the question title): radios, a <select> when
// the study shows it as a dropdown, checkboxes (multi), image tiles, or a text area.
import { LIVE_LABELS } from "@/lib/survey/messages";
import { LIVE_TEXT_MAX } from "@/lib/survey/rules";
import type { TLiveSegment } from "@/lib/survey/wire";
import type { TSegmentAnswer } from "./answers";
import { ChoiceList } from "./choice-list";

export interface TSegmentProps {
  seg: TLiveSegment;
  labelledBy: string;
  answer: TSegmentAnswer | undefined;
  onChange: (a: TSegmentAnswer) => void;
}

export function SegmentQuestion({ seg, labelledBy, answer, onChange }: TSegmentProps) {
  const a: TSegmentAnswer = answer ?? { values: [], text: null };
  const name = `seg-${seg.id}`;
  if (seg.type === "text") {
    return <textarea className="sv-text" aria-labelledby={labelledBy} maxLength={LIVE_TEXT_MAX} value={a.text ?? ""} placeholder={LIVE_LABELS.yourAnswer} onChange={(e) => onChange({ values: [], text: e.target.value })} />;
  }
  if (seg.type === "choice" && seg.dropdown) {
    return (
      <select className="sv-select" aria-labelledby={labelledBy} value={a.values[0] ?? ""} onChange={(e) => onChange({ values: e.target.value ? [e.target.value] : [], text: null })}>
        <option value="">{LIVE_LABELS.selectPlaceholder}</option>
        {seg.options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  const multiple = seg.type === "multi";
  return (
    <div role={multiple ? "group" : "radiogroup"} aria-labelledby={labelledBy}>
      {multiple && <p className="sv-hint">{LIVE_LABELS.chooseAll}</p>}
      <ChoiceList name={name} multiple={multiple} options={seg.options} values={a.values} tiles={seg.type === "image"} onChange={(values) => onChange({ values, text: null })} />
    </div>
  );
}
