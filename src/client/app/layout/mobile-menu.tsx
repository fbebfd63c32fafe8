import { useRef, useState } from "react";
import { Link } from "@tanstack/react-router";
import {
  LogInIcon,
  LogOutIcon,
  MenuIcon,
  MoonIcon,
  PaletteIcon,
  PlusIcon,
  SparklesIcon,
  SunIcon,
  UserPenIcon,
  UserPlusIcon,
} from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "#client/components/ui/deferred-dialog.tsx";
import type { SessionUser } from "#client/features/auth/session/session-store.ts";
import { FontSizeOptions } from "#client/features/font-size/components/font-size-options.tsx";
import { toggleInspire } from "#client/features/inspire/inspire-events.ts";
import { cn } from "#client/lib/utils.ts";
import { useTheme } from "../theme/theme-provider.tsx";
import { displayNameOf, initialsOf, navItems } from "./nav-links.ts";
import { UserAvatar } from "./user-avatar.tsx";

const rowClass =
  "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground";

/**
 * The menu under 768 px (docs/product/screens.md): the header's links and actions, the light/dark toggle, the text size,
 * the theme editor and Inspire mode. Actions close the sheet before they run.
 */
export function MobileMenu({
  user,
  onSignIn,
  onGetStarted,
  onEditProfile,
  onSubmitQuote,
  onOpenThemeEditor,
  onLogout,
  className,
}: {
  user: SessionUser | null;
  onSignIn: () => void;
  onGetStarted: () => void;
  onEditProfile: () => void;
  onSubmitQuote: () => void;
  onOpenThemeEditor: () => void;
  onLogout: () => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const { resolvedTheme, toggleTheme } = useTheme();
  // An action opens something of its own (a dialog, Inspire) once the sheet has finished closing: until then
  // the closing sheet still takes Escape and focus.
  const afterClose = useRef<(() => void) | null>(null);
  const closeThen = (action: () => void) => {
    afterClose.current = action;
    setOpen(false);
  };
  const runAfterClose = (event: Event) => {
    const action = afterClose.current;
    afterClose.current = null;
    if (!action) return;
    event.preventDefault(); // focus goes where the action puts it, not back to the menu button
    action();
  };

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={className}
          aria-label="Open menu"
          data-testid="mobile-menu-button"
        >
          <MenuIcon aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent
        side="right"
        className="w-[85vw] max-w-xs gap-0 p-0"
        data-testid="mobile-menu"
        onCloseAutoFocus={runAfterClose}
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
              onClick={() => setOpen(false)}
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
    </Sheet>
  );
}
