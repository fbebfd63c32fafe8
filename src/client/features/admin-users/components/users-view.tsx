import { useState } from "react";
import { ScaleIcon, ShieldIcon, UsersIcon } from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { ADMIN_MEMBER_MESSAGES as M, ADMIN_PAGE_SIZE, type AdminUser } from "#contracts/admin-members.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/admin-list/list-states.tsx";
import { Pager } from "#client/components/admin-list/pager.tsx";
import { SearchField } from "#client/components/admin-list/search-field.tsx";
import { FetchError } from "#client/components/fetch-error.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { formatDate, formatDateTime } from "#client/lib/dates.ts";
import { formatRelative } from "#client/lib/relative-time.ts";
import { pageOffset } from "#client/lib/paging.ts";
import { formatCount, pluralize } from "#client/lib/utils.ts";
import { useDeleteMember } from "../api/delete-user.ts";
import { useMembers } from "../api/get-users.ts";
import { useUpdateMember } from "../api/update-user.ts";
import { patchFor, ROLE_CHOICES, ROLE_LABELS, roleOf, successToast, type MemberAction } from "../member-actions.ts";
import type { MembersSearch } from "../search.ts";
import { ConfirmMemberDialog, type ConfirmKind } from "./confirm-member-dialog.tsx";
import { MemberActionsMenu } from "./member-actions-menu.tsx";
import { errorMessage } from "#client/lib/error-message.ts";

/** The Users tab: members newest first, searchable and filterable, with role, status and delete actions. */
export function UsersView({
  search,
  viewerId,
  onSearchChange,
}: {
  search: MembersSearch;
  viewerId: string;
  onSearchChange: (next: MembersSearch) => void;
}) {
  const page = search.page ?? 1;
  const members = useMembers({
    q: search.q,
    role: search.role,
    status: search.status,
    limit: ADMIN_PAGE_SIZE,
    offset: pageOffset(page, ADMIN_PAGE_SIZE),
  });
  const update = useUpdateMember();
  const remove = useDeleteMember();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ member: AdminUser; kind: ConfirmKind } | null>(null);
  const filtered = Boolean(search.q || search.role || search.status);

  const run = async (member: AdminUser, action: MemberAction) => {
    setBusyId(member.id);
    try {
      if (action.key === "delete") await remove.mutateAsync(member.id);
      else await update.mutateAsync({ id: member.id, patch: patchFor(action) });
      const done = successToast(action, member.name);
      toast.success(done.title, { description: done.description });
      setConfirming(null);
    } catch (error) {
      const failed = action.key === "delete" ? M.deleteFailed : M.updateFailed;
      toast.error(action.key === "delete" ? "Delete failed" : "Update failed", {
        description: errorMessage(error, failed),
      });
    } finally {
      setBusyId(null);
    }
  };
  const onAction = (member: AdminUser) => (action: MemberAction) => {
    if (action.key === "disable" || action.key === "delete") setConfirming({ member, kind: action.key });
    else void run(member, action);
  };

  return (
    <section aria-labelledby="users-heading" className="min-w-0">
      <div className="mb-4">
        <h2 id="users-heading" className="text-xl font-semibold tracking-tight">
          Users
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Members newest first: roles, access and accounts.</p>
      </div>

      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <SearchField
          value={search.q ?? ""}
          label="Search members by name or e-mail"
          placeholder="Search name or e-mail"
          onSearch={(q) => onSearchChange({ ...search, q: q || undefined, page: undefined })}
        />
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <NativeSelect
            aria-label="Filter by role"
            wrapperClassName="sm:w-36"
            value={search.role ?? ""}
            onChange={(e) =>
              onSearchChange({
                ...search,
                role: (e.target.value || undefined) as MembersSearch["role"],
                page: undefined,
              })
            }
          >
            <option value="">All roles</option>
            {ROLE_CHOICES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}s
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label="Filter by status"
            wrapperClassName="sm:w-36"
            value={search.status ?? ""}
            onChange={(e) =>
              onSearchChange({
                ...search,
                status: (e.target.value || undefined) as MembersSearch["status"],
                page: undefined,
              })
            }
          >
            <option value="">All statuses</option>
            <option value="active">Active</option>
            <option value="disabled">Disabled</option>
          </NativeSelect>
        </div>
        {members.data && (
          <p className="text-sm text-muted-foreground sm:ml-auto" aria-live="polite">
            {pluralize(members.data.total, "member")}
          </p>
        )}
      </div>

      {members.isPending ? (
        <ListSkeleton />
      ) : members.isError ? (
        <FetchError
          title={M.fetchUsersFailed}
          error={members.error}
          retrying={members.isFetching}
          onRetry={() => void members.refetch()}
        />
      ) : members.data.users.length === 0 ? (
        filtered ? (
          <EmptyState icon={UsersIcon} title="No members match" hint="Try another name, e-mail, role or status." />
        ) : (
          <EmptyState icon={UsersIcon} title="No members yet" hint="People who sign up will be listed here." />
        )
      ) : (
        <div className={members.isPlaceholderData ? "opacity-60 transition-opacity" : "transition-opacity"}>
          <MembersTable members={members.data.users} viewerId={viewerId} busyId={busyId} onAction={onAction} />
          <MemberCards members={members.data.users} viewerId={viewerId} busyId={busyId} onAction={onAction} />
          <Pager
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={members.data.total}
            shown={members.data.users.length}
            label="Member pages"
            onPage={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
          />
        </div>
      )}

      <ConfirmMemberDialog
        member={confirming?.member ?? null}
        kind={confirming?.kind ?? "disable"}
        pending={busyId !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() => {
          if (confirming) void run(confirming.member, { key: confirming.kind, label: "" });
        }}
      />
    </section>
  );
}

interface RowsProps {
  members: AdminUser[];
  viewerId: string;
  busyId: string | null;
  onAction: (member: AdminUser) => (action: MemberAction) => void;
}

function RoleBadge({ member }: { member: AdminUser }) {
  const role = roleOf(member);
  if (role === "user") return <Badge variant="outline">{ROLE_LABELS.user}</Badge>;
  const Icon = role === "admin" ? ShieldIcon : ScaleIcon;
  return (
    <Badge variant="secondary" className="gap-1">
      <Icon aria-hidden="true" className="size-3" />
      {ROLE_LABELS[role]}
    </Badge>
  );
}

function StatusBadge({ member }: { member: AdminUser }) {
  return member.status === "active" ? (
    <Badge variant="outline" className="border-emerald-600/30 text-emerald-700 dark:text-emerald-400">
      Active
    </Badge>
  ) : (
    <Badge variant="outline" className="border-destructive/40 text-destructive">
      Disabled
    </Badge>
  );
}

function LastSignIn({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-muted-foreground">Never</span>;
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelative(iso)}
    </time>
  );
}

function NameCell({ member, viewerId }: { member: AdminUser; viewerId: string }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium">
        {member.name}
        {member.id === viewerId && <span className="ml-1.5 text-xs font-normal text-muted-foreground">(you)</span>}
      </p>
      <p className="truncate text-sm text-muted-foreground">{member.email}</p>
    </div>
  );
}

/** Wide screens: a table. */
function MembersTable({ members, viewerId, busyId, onAction }: RowsProps) {
  return (
    <div className="hidden overflow-hidden rounded-lg border md:block">
      <table className="w-full table-fixed text-sm" data-testid="members-table">
        <caption className="sr-only">Members</caption>
        <thead className="bg-muted/50 text-left text-xs font-medium text-muted-foreground">
          <tr>
            <th scope="col" className="w-[32%] px-4 py-2.5 font-medium">
              Member
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              Role
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              Quotes
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              Comments
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              Joined
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              Last sign-in
            </th>
            <th scope="col" className="w-14 px-2 py-2.5">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {members.map((member) => (
            <tr key={member.id} data-testid="member-row" data-email={member.email} className="hover:bg-muted/30">
              <td className="px-4 py-3">
                <NameCell member={member} viewerId={viewerId} />
              </td>
              <td className="px-3 py-3">
                <RoleBadge member={member} />
              </td>
              <td className="px-3 py-3">
                <StatusBadge member={member} />
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{formatCount(member.quotes_count)}</td>
              <td className="px-3 py-3 text-right tabular-nums">{formatCount(member.comments_count)}</td>
              <td className="px-3 py-3">
                <time dateTime={member.created_at}>{formatDate(member.created_at)}</time>
              </td>
              <td className="px-3 py-3">
                <LastSignIn iso={member.last_sign_in_at} />
              </td>
              <td className="px-2 py-3 text-right">
                <MemberActionsMenu
                  member={member}
                  viewerId={viewerId}
                  busy={busyId === member.id}
                  onAction={onAction(member)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Narrow screens: one card per member. */
function MemberCards({ members, viewerId, busyId, onAction }: RowsProps) {
  return (
    <ul className="grid gap-2 md:hidden" data-testid="member-cards">
      {members.map((member) => (
        <li key={member.id} className="rounded-lg border p-3" data-testid="member-card" data-email={member.email}>
          <div className="flex items-start gap-2">
            <NameCell member={member} viewerId={viewerId} />
            <div className="ml-auto shrink-0">
              <MemberActionsMenu
                member={member}
                viewerId={viewerId}
                busy={busyId === member.id}
                onAction={onAction(member)}
              />
            </div>
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            <RoleBadge member={member} />
            <StatusBadge member={member} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
            <dt className="text-muted-foreground">Quotes · comments</dt>
            <dd className="tabular-nums">
              {formatCount(member.quotes_count)} · {formatCount(member.comments_count)}
            </dd>
            <dt className="text-muted-foreground">Joined</dt>
            <dd>{formatDate(member.created_at)}</dd>
            <dt className="text-muted-foreground">Last sign-in</dt>
            <dd>
              <LastSignIn iso={member.last_sign_in_at} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
