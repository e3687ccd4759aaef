// The product as the study shows it: images, price, colours, fit, materials, features and the sanitised
// description; anything the study hides arrives as null and is left out. The name is the page heading.
import { Fragment } from "react";
import { LIVE_LABELS } from "@/lib/survey/messages";
import type { TLiveProduct } from "@/lib/survey/wire";
import { hasImage, Picture } from "./picture";

export function ProductCard({ product, alt }: { product: TLiveProduct; alt: string }) {
  const images = product.images.filter(hasImage);
  const facts: [string, string][] = (
    [
      [LIVE_LABELS.colors, product.colors],
      [LIVE_LABELS.fit, product.fit],
      [LIVE_LABELS.materials, product.materials],
      [LIVE_LABELS.features, product.features],
    ] as [string, string | null][]
  ).flatMap(([k, v]) => (v ? [[k, v] as [string, string]] : []));
  return (
    <div className="sv-card">
      {images.length > 0 && (
        // Several images scroll sideways: the strip is focusable so keyboards can scroll it too.
        <div className={images.length > 1 ? "sv-imgs sv-many" : "sv-imgs"} {...(images.length > 1 ? { tabIndex: 0, role: "region", "aria-label": alt } : {})}>
          {images.map((img, i) => (
            <Picture key={i} image={img} alt={images.length > 1 ? `${alt} (${i + 1}/${images.length})` : alt} className="sv-img" eager={i === 0} />
          ))}
        </div>
      )}
      {product.price && (
        <p className="sv-price">
          <span className="vh">{LIVE_LABELS.price}: </span>
          {product.price}
        </p>
      )}
      {facts.length > 0 && (
        <dl className="sv-facts">
          {facts.map(([k, v]) => (
            <Fragment key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {product.description_html && <div className="sv-rich" dangerouslySetInnerHTML={{ __html: product.description_html }} />}
    </div>
  );
}
