// The brand's CSS override (style.css_override) is inlined into pages inside <style>. Anything that could end the
// style element or start markup is refused with a clear error rather than silently rewritten (decided, P7).
import { BRAND_MSG } from "./messages";

const MARKUP = /<\s*\/?\s*[a-z!?]/i;

/** The reason a CSS override is refused, or null when it is acceptable. */
export function cssOverrideProblem(css: string | null | undefined): string | null {
  if (!css) return null;
  return MARKUP.test(css) ? BRAND_MSG.cssHasHtml : null;
}
