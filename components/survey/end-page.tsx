// The end of a visit: the exit page (header, message, the study's button) or an outcome page; when the outcome
// carries a redirect (panel links, post-study redirect) the browser follows it right away.
import { useEffect, useRef } from "react";
import type { TEndView } from "./outcome";

export function EndPage({ end }: { end: TEndView }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (end.redirect) window.location.assign(end.redirect);
    else {
      window.scrollTo(0, 0);
      heading.current?.focus();
    }
  }, [end.redirect]);
  return (
    <section className="sv-page sv-center">
      <h1 className="sv-h1" id="sv-heading" tabIndex={-1} ref={heading}>
        {end.title}
      </h1>
      <p className="sv-msg">{end.message}</p>
      {end.button && (
        <div className="sv-actions">
          <a className="sv-btn" href={end.button.url}>
            {end.button.text}
          </a>
        </div>
      )}
    </section>
  );
}
