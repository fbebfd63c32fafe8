import { AlertCircleIcon, CheckIcon, XIcon } from "lucide-react";
import type { AttributionStatus } from "#contracts/constants.ts";
import { ATTRIBUTION_DESCRIPTIONS, ATTRIBUTION_LABELS } from "#contracts/attribution-wording.ts";

// Icons cards already draw at start (copy's check, a chip's cross, a list error's alert); the colours are the
// stylesheet's `.attribution-badge` (styles.css): a badge adds no icon and no class to the first load.
const ICONS = { verified: CheckIcon, disputed: AlertCircleIcon, misattributed: XIcon } as const;

/**
 * A quote's attribution as a small badge (docs/product/attribution.md): Verified, Disputed or Misattributed, with what
 * it means as its accessible name and tooltip; nothing for a quote that is only attributed (the default). `named`:
 * the accessible name is the label alone, where the meaning is written beside it.
 */
export function AttributionBadge({ status, named = false }: { status: AttributionStatus; named?: boolean }) {
  if (status === "attributed") return null;
  const Icon = ICONS[status];
  const description = ATTRIBUTION_DESCRIPTIONS[status];
  return (
    <span
      role="img"
      aria-label={named ? ATTRIBUTION_LABELS[status] : description}
      title={description}
      data-testid="attribution-badge"
      data-status={status}
      className="attribution-badge"
    >
      <Icon />
      {ATTRIBUTION_LABELS[status]}
    </span>
  );
}
