import {
  COPY_LINK_PLATFORMS,
  SHARE_DEFAULT_HASHTAGS,
  SHARE_POPUP,
  SHARE_UTM_DEFAULTS,
  type SharePlatform,
} from "#contracts/share.ts";

/** What is shared (docs/product/data-model.md "Share content"). */
export interface ShareContent {
  title: string;
  description: string;
  /** The page's absolute URL, before tracking parameters. */
  url: string;
  hashtags?: readonly string[];
  imageUrl?: string;
}

export interface UtmParameters {
  source: string;
  medium: string;
  campaign: string;
}

/** The platforms in the dialog's order, with their names. */
export const PLATFORM_LABELS: Record<SharePlatform, string> = {
  twitter: "X (Twitter)",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
  reddit: "Reddit",
  pinterest: "Pinterest",
  tumblr: "Tumblr",
  tiktok: "TikTok",
  snapchat: "Snapchat",
  discord: "Discord",
  youtube: "YouTube",
  email: "Email",
};

/** TikTok, Snapchat, Discord and YouTube have no share URL: sharing there copies the link. */
export function copiesLink(platform: SharePlatform): boolean {
  return (COPY_LINK_PLATFORMS as readonly SharePlatform[]).includes(platform);
}

/** The URL with the tracking parameters (defaults: quote_share, social, quote_sharing), replacing any it had. */
export function withUtm(url: string, utm: Partial<UtmParameters> = {}): string {
  const parameters = { ...SHARE_UTM_DEFAULTS, ...utm };
  const target = new URL(url);
  target.searchParams.set("utm_source", parameters.source);
  target.searchParams.set("utm_medium", parameters.medium);
  target.searchParams.set("utm_campaign", parameters.campaign);
  return target.toString();
}

const query = (base: string, params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, value);
  return `${base}?${search.toString()}`;
};

/**
 * The share URL of a platform for this content (its link carrying the tracking parameters), or null for
 * the platforms that only copy the link.
 */
export function shareUrl(
  platform: SharePlatform,
  content: ShareContent,
  utm: Partial<UtmParameters> = {},
): string | null {
  const url = withUtm(content.url, utm);
  const hashtags = [...(content.hashtags ?? SHARE_DEFAULT_HASHTAGS)];
  const tagged = hashtags.map((tag) => `#${tag}`).join(" ");
  const text = content.description;
  switch (platform) {
    case "twitter":
      return query("https://twitter.com/intent/tweet", { text, url, hashtags: hashtags.join(",") });
    case "facebook":
      return query("https://www.facebook.com/sharer/sharer.php", {
        u: url,
        quote: text,
        hashtag: hashtags[0] ? `#${hashtags[0]}` : undefined,
      });
    case "linkedin":
      return query("https://www.linkedin.com/sharing/share-offsite/", { url });
    case "whatsapp":
      return query("https://wa.me/", { text: `${text}\n${url}` });
    case "telegram":
      return query("https://t.me/share/url", { url, text });
    case "reddit":
      return query("https://www.reddit.com/submit", { url, title: content.title });
    case "pinterest":
      return query("https://pinterest.com/pin/create/button/", {
        url,
        media: content.imageUrl,
        description: `${text} ${tagged}`.trim(),
      });
    case "tumblr":
      return query("https://www.tumblr.com/widgets/share/tool", {
        canonicalUrl: url,
        title: content.title,
        caption: text,
        tags: hashtags.join(","),
      });
    case "email":
      // mailto: takes percent-encoding, not the + of form encoding.
      return `mailto:?subject=${encodeURIComponent(content.title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`;
    case "tiktok":
    case "snapchat":
    case "discord":
    case "youtube":
      return null;
  }
}

/** The window features of a platform popup: 600×400, centred over the current window. */
export function popupFeatures(screen: { left: number; top: number; width: number; height: number }): string {
  const left = Math.max(0, Math.round(screen.left + (screen.width - SHARE_POPUP.width) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - SHARE_POPUP.height) / 2));
  return `popup=yes,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener,noreferrer`;
}
