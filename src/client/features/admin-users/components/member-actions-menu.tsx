import { Fragment } from "react";
import { MoreHorizontalIcon } from "lucide-react";
import type { AdminUser } from "#contracts/admin-members.ts";
import type { AssignableRole } from "#contracts/constants.ts";
import { Button } from "#client/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#client/components/ui/dropdown-menu.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import {
  memberActions,
  ROLE_CHOICES,
  ROLE_HINTS,
  ROLE_LABELS,
  roleChoice,
  type MemberAction,
} from "../member-actions.ts";

/**
 * The ⋯ menu of a member row: their role as a choice of Member, Curator and Admin, then their account's status and
 * deletion (unavailable ones say why).
 */
export function MemberActionsMenu({
  member,
  viewerId,
  busy,
  onAction,
}: {
  member: AdminUser;
  viewerId: string;
  busy: boolean;
  onAction: (action: MemberAction) => void;
}) {
  const role = roleChoice(member, viewerId);
  const actions = memberActions(member, viewerId);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${member.name}`} disabled={busy}>
          {busy ? <Spinner /> : <MoreHorizontalIcon aria-hidden="true" />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          Role
          {role.unavailable && <span className="text-xs font-normal text-muted-foreground">{role.unavailable}</span>}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={role.current}
          onValueChange={(value) => {
            const next = value as AssignableRole;
            if (next !== role.current) onAction({ key: "role", role: next, label: ROLE_LABELS[next] });
          }}
        >
          {ROLE_CHOICES.map((choice) => (
            <DropdownMenuRadioItem
              key={choice}
              value={choice}
              disabled={role.unavailable !== undefined}
              className="flex-col items-start gap-0.5"
            >
              <span>{ROLE_LABELS[choice]}</span>
              <span className="text-xs text-muted-foreground">{ROLE_HINTS[choice]}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        {actions.map((action) => (
          <Fragment key={action.key}>
            {action.destructive && <DropdownMenuSeparator />}
            <DropdownMenuItem
              disabled={action.unavailable !== undefined}
              variant={action.destructive ? "destructive" : "default"}
              onSelect={() => onAction(action)}
              className="flex-col items-start gap-0.5"
            >
              <span>{action.label}</span>
              {action.unavailable && <span className="text-xs text-muted-foreground">{action.unavailable}</span>}
            </DropdownMenuItem>
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
