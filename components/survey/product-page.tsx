// A product page's content: the card, the star question, then the follow-ups of the side the rating asks.
import type { TLiveProduct } from "@/lib/survey/wire";
import { askedFollowUps, fuKey, setRating, type TAnswerState } from "./answers";
import { FollowUpQuestion } from "./follow-up-question";
import { ProductCard } from "./product-card";
import { StarRating } from "./star-rating";

export interface TProductPageProps {
  product: TLiveProduct;
  answers: TAnswerState;
  onAnswers: (update: (s: TAnswerState) => TAnswerState) => void;
  /** The image description when the name is hidden. */
  alt: string;
}

export function ProductPage({ product, answers, onAnswers, alt }: TProductPageProps) {
  const q = product.question;
  const rating = answers.ratings[product.id];
  const asked = askedFollowUps(product, rating);
  return (
    <>
      <ProductCard product={product} alt={product.name ?? alt} />
      <StarRating
        name={`rating-${product.id}`}
        legend={q.text}
        low={q.star_low}
        high={q.star_high}
        required={q.required}
        value={rating ?? null}
        onChange={(n) => onAnswers((s) => setRating(s, product.id, n))}
      />
      {asked.length > 0 && (
        <div className="sv-follow">
          {asked.map(({ fu, side }) => (
            <FollowUpQuestion
              key={`${fu.id}-${side}`}
              name={`fu-${product.id}-${fu.id}-${side}`}
              fu={fu}
              side={side}
              answer={answers.followUps[fuKey(product.id, fu.id)]}
              onChange={(a) => onAnswers((s) => ({ ...s, followUps: { ...s.followUps, [fuKey(product.id, fu.id)]: a } }))}
            />
          ))}
        </div>
      )}
    </>
  );
}
