// The star question: five radio inputs drawn as stars ("1 star" … "5 stars" for screen readers), the question as
// the legend and the low / high labels under the stars (read as the group's description).
import { LIVE_LABELS } from "@/lib/survey/messages";
import { StarIcon } from "./star-icon";

export interface TStarRatingProps {
  name: string;
  legend: string;
  low: string | null;
  high: string | null;
  required: boolean;
  value: number | null;
  onChange: (n: number) => void;
}

export function StarRating({ name, legend, low, high, required, value, onChange }: TStarRatingProps) {
  const endsId = `${name}-ends`;
  return (
    <fieldset className="sv-q" aria-describedby={low || high ? endsId : undefined}>
      <legend className="sv-legend">
        {legend}
        {required && <span className="sv-req">{LIVE_LABELS.required}</span>}
      </legend>
      <div className="sv-stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`sv-star${value !== null && n <= value ? " on" : ""}`}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
            <StarIcon />
            <span className="vh">{LIVE_LABELS.starsLabel(n)}</span>
          </label>
        ))}
      </div>
      {(low || high) && (
        <div className="sv-ends" id={endsId}>
          <span>{low}</span>
          <span>{high}</span>
        </div>
      )}
    </fieldset>
  );
}
