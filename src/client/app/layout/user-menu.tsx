import { lazy, Suspense } from "react";
import { Link } from "@tanstack/react-router";
import {
  CalendarCheckIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  PlusIcon,
  ShieldCheckIcon,
  UserPenIcon,
} from "lucide-react";
import { can } from "#contracts/permissions.ts";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#client/components/ui/dropdown-menu.tsx";
import type { SessionUser } from "#client/features/auth/session/session-store.ts";
import { displayNameOf, initialsOf } from "./nav-links.ts";
import { AvatarButton, UserAvatar } from "./user-avatar.tsx";

// The bell's code (its notices, their polling and popover) comes once a member is known to be signed in.
const NotificationBell = lazy(() => import("#client/features/notifications/components/notification-bell.tsx"));

export interface UserMenuProps {
  user: SessionUser;
  onEditProfile: () => void;
  onSubmitQuote: () => void;
  onLogout: () => void;
  className?: string;
}

/**
 * The signed-in member's controls in the header (docs/product/screens.md): the notifications bell (at every width)
 * and the avatar menu: name and e-mail, then Dashboard, Daily review, Admin (admins and Curators), Submit Quote, Edit Profile and
 * Log out. Add entries to the first group. `className` is the avatar's.
 */
export default function UserMenu({ user, onEditProfile, onSubmitQuote, onLogout, className }: UserMenuProps) {
  return (
    <>
      <Suspense fallback={null}>
        <NotificationBell userId={user.id} />
      </Suspense>
      <AvatarMenu
        user={user}
        onEditProfile={onEditProfile}
        onSubmitQuote={onSubmitQuote}
        onLogout={onLogout}
        className={className}
      />
    </>
  );
}

function AvatarMenu({ user, onEditProfile, onSubmitQuote, onLogout, className }: UserMenuProps) {
  const name = displayNameOf(user);
  return (
    // Not modal, like a menu button of the ARIA practices: a modal menu marks the whole page aria-hidden
    // while it keeps its links and buttons focusable. Arrow keys and Escape still work; Tab stays in the menu.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <AvatarButton initials={initialsOf(user)} name={name} className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72" data-testid="user-menu">
        <DropdownMenuLabel className="flex items-center gap-3 font-normal">
          <UserAvatar initials={initialsOf(user)} className="size-9" />
          <span className="grid min-w-0 leading-tight">
            <span className="truncate font-medium">{name}</span>
            <span className="truncate text-xs text-muted-foreground" title={user.email}>
              {user.email}
            </span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link to="/dashboard">
              <LayoutDashboardIcon aria-hidden="true" />
              Dashboard
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/review">
              <CalendarCheckIcon aria-hidden="true" />
              Daily review
            </Link>
          </DropdownMenuItem>
          {(can(user.role, "viewAdminPanel") || can(user.role, "curateAttribution")) && (
            <DropdownMenuItem asChild>
              <Link to="/admin">
                <ShieldCheckIcon aria-hidden="true" />
                Admin
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={onSubmitQuote}>
            <PlusIcon aria-hidden="true" />
            Submit Quote
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onEditProfile}>
            <UserPenIcon aria-hidden="true" />
            Edit Profile
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOutIcon aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
