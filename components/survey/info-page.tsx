// The content of an intro page (the study's or a question's): images or a youtube / vimeo player, and its text.
import type { TLiveIntro } from "@/lib/survey/wire";
import { hasImage, Picture } from "./picture";

const videoSrc = (v: NonNullable<TLiveIntro["video"]>): string =>
  v.provider === "youtube" ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(v.id)}` : `https://player.vimeo.com/video/${encodeURIComponent(v.id)}`;

export function IntroContent({ intro, title }: { intro: TLiveIntro; title: string }) {
  const images = intro.images.filter(hasImage);
  return (
    <>
      {intro.video && (
        <iframe
          className="sv-video"
          src={videoSrc(intro.video)}
          title={title}
          loading="lazy"
          allow="encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          // The page sends no referrer; the players need the origin to play embeds.
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
      {images.length > 0 && (
        // Several images scroll sideways: the strip is focusable so keyboards can scroll it too.
        <div className={images.length > 1 ? "sv-imgs sv-many" : "sv-imgs"} {...(images.length > 1 ? { tabIndex: 0, role: "region", "aria-label": title } : {})}>
          {images.map((img, i) => (
            <Picture key={i} image={img} alt={images.length > 1 ? `${title} (${i + 1}/${images.length})` : title} className="sv-img" eager={i === 0} />
          ))}
        </div>
      )}
      {intro.text_html && <div className="sv-rich" dangerouslySetInnerHTML={{ __html: intro.text_html }} />}
    </>
  );
}
