import { searchChoice, searchPage, searchText } from "#client/lib/search-values.ts";
import { ASSIGNABLE_ROLES, MEMBER_STATUSES, type AssignableRole, type MemberStatus } from "#contracts/constants.ts";

/** The Users tab's URL: search text, role and status filters, page. Bad values fall back to none. */
export interface MembersSearch {
  q?: string;
  role?: AssignableRole;
  status?: MemberStatus;
  page?: number;
}

export function validateMembersSearch(search: Record<string, unknown>): MembersSearch {
  return {
    q: searchText(search.q),
    role: searchChoice(search.role, ASSIGNABLE_ROLES),
    status: searchChoice(search.status, MEMBER_STATUSES),
    page: searchPage(search.page),
  };
}
