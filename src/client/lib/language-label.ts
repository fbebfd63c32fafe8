import { languageInfo } from "#contracts/language-names.ts";

/**
 * A language as a menu names it: its own name with the English one ("Français (French)"), the name alone when both
 * are the same ("English"), and the tag after it when the tag is more precise ("Português (Portuguese) · pt-BR").
 * A tag that is not one of LANGUAGES is shown as it is.
 */
export function languageLabel(tag: string): string {
  const info = languageInfo(tag);
  if (!info) return tag;
  const name = info.native === info.name ? info.name : `${info.native} (${info.name})`;
  return info.tag === tag ? name : `${name} · ${tag}`;
}
