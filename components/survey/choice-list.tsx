// Answer options as large tappable rows: radios (one answer), checkboxes (several) or image tiles. Native inputs,
// so arrow keys, space and screen readers work as everywhere else.
import type { TLiveOption } from "@/lib/survey/wire";
import { Picture } from "./picture";

export interface TChoiceListProps {
  name: string;
  multiple: boolean;
  options: TLiveOption[];
  values: string[];
  onChange: (values: string[]) => void;
  tiles?: boolean;
}

export function ChoiceList({ name, multiple, options, values, onChange, tiles }: TChoiceListProps) {
  const toggle = (id: string, checked: boolean) => {
    if (!multiple) onChange([id]);
    else onChange(checked ? [...values.filter((v) => v !== id), id] : values.filter((v) => v !== id));
  };
  return (
    <div className={tiles ? "sv-opts sv-tiles" : "sv-opts"}>
      {options.map((o) => {
        const on = values.includes(o.id);
        return (
          <label key={o.id} className={`sv-opt${tiles ? " sv-tile" : ""}${on ? " on" : ""}`}>
            <input type={multiple ? "checkbox" : "radio"} name={name} value={o.id} checked={on} onChange={(e) => toggle(o.id, e.target.checked)} />
            {tiles && o.image && <Picture image={o.image} alt="" className="sv-tile-img" />}
            <span>{o.label}</span>
          </label>
        );
      })}
    </div>
  );
}
