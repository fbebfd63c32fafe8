import { Fragment } from "react";
import { MoreHorizontalIcon } from "lucide-react";
import type { AdminUser } from "#contracts/admin-members.ts";
import { Button } from "#client/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#client/components/ui/dropdown-menu.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { memberActions, type MemberAction } from "../member-actions.ts";

/** The ⋯ menu of a member row: role, status, delete (unavailable ones say why). */
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
  const actions = memberActions(member, viewerId);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${member.name}`} disabled={busy}>
          {busy ? <Spinner /> : <MoreHorizontalIcon aria-hidden="true" />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
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
