import { z } from "zod";
import { ASSIGNABLE_ROLES, MEMBER_STATUSES } from "#contracts/admin-members.ts";

/** The Users tab's URL: search text, role and status filters, page. Bad values fall back to none. */
export const MembersSearchSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  role: z.enum(ASSIGNABLE_ROLES).optional().catch(undefined),
  status: z.enum(MEMBER_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(50_000).optional().catch(undefined),
});
export type MembersSearch = z.output<typeof MembersSearchSchema>;
