import { z } from "zod";
import { searchSchema } from "#client/app/search-schema.ts";
import { ASSIGNABLE_ROLES, MEMBER_STATUSES } from "#contracts/admin-members.ts";

/** The Users tab's URL: search text, role and status filters, page. Bad values fall back to none. */
const membersSearch = () =>
  z.object({
    q: z.string().trim().max(200).optional().catch(undefined),
    role: z.enum(ASSIGNABLE_ROLES).optional().catch(undefined),
    status: z.enum(MEMBER_STATUSES).optional().catch(undefined),
    page: z.coerce.number().int().min(1).max(50_000).optional().catch(undefined),
  });
export type MembersSearch = z.output<ReturnType<typeof membersSearch>>;
export const validateMembersSearch = searchSchema(membersSearch);
