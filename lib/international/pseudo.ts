// The offline "pseudo-locale" translation (the default provider when no translation service is configured): each
// text becomes visibly "translated" — accented letters wrapped in the target language code, e.g.
// "Would you buy it?" → "[fr] Ŵöüļđ ýöü ƀüý ïţ?" — so testers see which texts go through translation without a
// third-party call. HTML tags and {placeholders} are kept as they are. Pure and deterministic.

const ACCENTS: Record<string, string> = {
  a: "á", b: "ƀ", c: "ç", d: "đ", e: "é", f: "ƒ", g: "ğ", h: "ĥ", i: "ï", j: "ĵ", k: "ķ", l: "ļ", m: "ɱ",
  n: "ñ", o: "ö", p: "þ", q: "ʠ", r: "ŕ", s: "š", t: "ţ", u: "ü", v: "ṽ", w: "ŵ", x: "ẋ", y: "ý", z: "ž",
  A: "Á", B: "Ɓ", C: "Ç", D: "Đ", E: "É", F: "Ƒ", G: "Ğ", H: "Ĥ", I: "Ï", J: "Ĵ", K: "Ķ", L: "Ļ", M: "Ṁ",
  N: "Ñ", O: "Ö", P: "Þ", Q: "Ǫ", R: "Ŕ", S: "Š", T: "Ţ", U: "Ü", V: "Ṽ", W: "Ŵ", X: "Ẋ", Y: "Ý", Z: "Ž",
};

export function pseudoTranslate(text: string, target: string): string {
  // Tags (<p>, </strong>) and {placeholders} pass through untouched; everything else is accented.
  const accented = text
    .split(/(<[^>]*>|\{[^}]*\})/g)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (ch) => ACCENTS[ch] ?? ch)))
    .join("");
  return `[${target}] ${accented}`;
}
