import { Link } from "@tanstack/react-router";
import {
  LogInIcon,
  LogOutIcon,
  MoonIcon,
  PaletteIcon,
  PlusIcon,
  SparklesIcon,
  SunIcon,
  UserPenIcon,
  UserPlusIcon,
} from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#client/components/ui/deferred-dialog.tsx";
import type { SessionUser } from "#client/features/auth/session/session-store.ts";
import { FontSizeOptions } from "#client/features/font-size/components/font-size-options.tsx";
import { toggleInspire } from "#client/features/inspire/inspire-events.ts";
import { cn } from "#client/lib/utils.ts";
import { useTheme } from "../theme/theme-provider.tsx";
import { displayNameOf, initialsOf, navItems } from "./nav-links.ts";
import { UserAvatar } from "./user-avatar.tsx";

const rowClass =
  "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground";

export interface MobileMenuActions {
  onSignIn: () => void;
  onGetStarted: () => void;
  onEditProfile: () => void;
  onSubmitQuote: () => void;
  onOpenThemeEditor: () => void;
  onLogout: () => void;
}

/** The mobile menu's sheet (mobile-menu.tsx): its code loads with the overlays', before the menu first opens. */
export default function MobileMenuSheet({
  user,
  onSignIn,
  onGetStarted,
  onEditProfile,
  onSubmitQuote,
  onOpenThemeEditor,
  onLogout,
  close,
  closeThen,
  onCloseAutoFocus,
}: MobileMenuActions & {
  user: SessionUser | null;
  close: () => void;
  closeThen: (action: () => void) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { resolvedTheme, toggleTheme } = useTheme();
  return (
    <SheetContent
      side="right"
      className="w-[85vw] max-w-xs gap-0 p-0"
      data-testid="mobile-menu"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <SheetHeader className="border-b pr-12">
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Pages, your account and display settings.</SheetDescription>
      </SheetHeader>
      {user && (
        <div className="flex items-center gap-3 border-b px-4 py-3">
          <UserAvatar initials={initialsOf(user)} className="size-9" />
          <div className="grid min-w-0 leading-tight">
            <span className="truncate text-sm font-medium">{displayNameOf(user)}</span>
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          </div>
        </div>
      )}
      <nav aria-label="Mobile" className="grid gap-1 border-b p-2">
        {navItems(user?.role ?? null).map((item) => (
          <Link
            key={item.to}
            to={item.to}
            activeOptions={{ exact: item.exact ?? false }}
            onClick={close}
            className={cn(rowClass, "data-[status=active]:bg-accent")}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      <div className="grid gap-1 border-b p-2">
        <button type="button" className={rowClass} onClick={() => closeThen(onSubmitQuote)}>
          <PlusIcon aria-hidden="true" />
          Submit Quote
        </button>
      </div>
      <div className="grid gap-1 border-b p-2">
        <button type="button" className={rowClass} onClick={toggleTheme}>
          {resolvedTheme === "dark" ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
          {resolvedTheme === "dark" ? "Light theme" : "Dark theme"}
        </button>
        <button type="button" className={rowClass} onClick={() => closeThen(onOpenThemeEditor)}>
          <PaletteIcon aria-hidden="true" />
          Theme colours
        </button>
        <button
          type="button"
          className={rowClass}
          onClick={() => closeThen(toggleInspire)}
          data-testid="mobile-inspire"
        >
          <SparklesIcon aria-hidden="true" />
          Inspire mode
        </button>
        <div className="px-3 pt-2 pb-1">
          <p className="mb-2 text-sm font-medium">Text size</p>
          <FontSizeOptions />
        </div>
      </div>
      <div className="grid gap-1 p-2">
        {user ? (
          <>
            <button type="button" className={rowClass} onClick={() => closeThen(onEditProfile)}>
              <UserPenIcon aria-hidden="true" />
              Edit Profile
            </button>
            <button type="button" className={rowClass} onClick={() => closeThen(onLogout)}>
              <LogOutIcon aria-hidden="true" />
              Log out
            </button>
          </>
        ) : (
          <div className="grid gap-2 p-1">
            <Button variant="outline" onClick={() => closeThen(onSignIn)}>
              <LogInIcon aria-hidden="true" />
              Sign In
            </Button>
            <Button onClick={() => closeThen(onGetStarted)}>
              <UserPlusIcon aria-hidden="true" />
              Get Started
            </Button>
          </div>
        )}
      </div>
    </SheetContent>
  );
}
