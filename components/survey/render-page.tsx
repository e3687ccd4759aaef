// The live page's HTML, rendered from the app's own components: the entry of the render bundle (scripts/build-survey.ts
// builds it for Node beside the browser bundle, from the same sources in the same build; server/survey/live-page.ts
// loads it). The app's first view is renderToString(<App boot />), the exact tree main.tsx hydrates with the boot
// data written into the page; message pages are the same frame and end page, with no script. The document around
// them (head, inlined styles, boot data) is React markup too, so nothing here is escaped by hand.
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { BOOT_ELEMENT_ID, ROOT_ELEMENT_ID, type TLiveBoot } from "@/lib/survey/boot";
import { brandVariables, cssForStyle, jsonForScript, SURVEY_FONT, type TLiveAppPage, type TLivePage, type TRenderLivePage } from "@/lib/survey/page";
import { App } from "./app";
import { EndPage } from "./end-page";
import { Frame } from "./frame";

/** What the app is given in the page (and hydrates with): the css override stays in the document only. */
export const bootOf = (page: TLiveAppPage): TLiveBoot => ({ survey: { ...page.survey, style: { ...page.survey.style, css_override: null } }, preview: page.preview });

function LiveDocument({ page, body, boot }: { page: TLivePage; body: string; boot: TLiveBoot | null }) {
  const brand = page.survey ? brandVariables(page.survey.style) : "";
  const override = page.survey?.style.css_override;
  return (
    <html lang={page.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{page.title}</title>
        <link rel="icon" href="data:," />
        <link rel="preload" href={SURVEY_FONT.path} as="font" type="font/woff2" crossOrigin="" />
        <style dangerouslySetInnerHTML={{ __html: cssForStyle(page.css) }} />
        {brand && <style dangerouslySetInnerHTML={{ __html: brand }} />}
        {override && <style dangerouslySetInnerHTML={{ __html: cssForStyle(override) }} />}
        {page.kind === "app" && <script src={page.script} defer />}
      </head>
      <body>
        <div id={ROOT_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: body }} />
        {boot && <script type="application/json" id={BOOT_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: jsonForScript(boot) }} />}
      </body>
    </html>
  );
}

/** The app's first view as the browser will hydrate it (also what the tests compare the page against). */
export const renderAppRoot = (boot: TLiveBoot): string => renderToString(<App boot={boot} />);

export const renderLivePage: TRenderLivePage = (page) => {
  let body: string;
  let boot: TLiveBoot | null = null;
  if (page.kind === "app") {
    boot = bootOf(page);
    body = renderAppRoot(boot);
  } else {
    // No script will take this page over: static markup.
    body = renderToStaticMarkup(
      <Frame survey={page.survey} preview={page.preview}>
        <EndPage end={{ title: page.heading, message: page.message, button: null, redirect: null }} />
      </Frame>,
    );
  }
  return `<!doctype html>${renderToStaticMarkup(<LiveDocument page={page} body={body} boot={boot} />)}`;
};
