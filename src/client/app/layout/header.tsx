import { lazy, Suspense, useState } from "react";
import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { PlusIcon } from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { can } from "#contracts/permissions.ts";
import { Button } from "#client/components/ui/button.tsx";
import { preloadAuthDialog } from "#client/features/auth/components/auth-dialog-host.tsx";
import { SessionTimerButton } from "#client/features/auth/components/session-timer-button.tsx";
import { openAuthModal } from "#client/features/auth/open-auth-modal.ts";
import { useAuth } from "#client/features/auth/session/auth-provider.tsx";
import { preloadQuoteEditor, useQuoteEditor } from "#client/features/quote-editor/components/quote-editor-provider.tsx";
import { FontSizeButton } from "#client/features/font-size/components/font-size-button.tsx";
import { ThemeEditorButton, ThemeEditorDialog } from "#client/features/theme-editor/components/theme-editor-button.tsx";
import { ThemeToggle } from "../theme/theme-toggle.tsx";
import { Wordmark } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { displayNameOf, initialsOf, navItems } from "./nav-links.ts";
import { AvatarButton } from "./user-avatar.tsx";

const ProfileDialog = lazy(() => import("#client/features/auth/components/profile-dialog.tsx"));
// The menu machinery loads after the first paint; the avatar button looks the same meanwhile.
const UserMenu = lazy(() => import("./user-menu.tsx"));

const navLinkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[status=active]:text-foreground";

/** Pages that only make sense signed in: signing out there goes home. */
const SIGNED_IN_PAGES = ["/dashboard", "/admin"];

/**
 * The header (docs/product/screens.md): logo, Quotes / Dashboard / Admin links, the session timer, theme editor and
 * light/dark toggle and the text size, then Sign In + Get Started or the avatar menu; under 768 px a menu sheet holds them.
 */
export function Header() {
  const { user, updateUser, logout } = useAuth();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [profileOpen, setProfileOpen] = useState(false);
  const [profileLoaded, setProfileLoaded] = useState(false);
  const [themeDialogOpen, setThemeDialogOpen] = useState(false);
  const { openEditor } = useQuoteEditor();
  const submitQuote = () => openEditor();
  const role = user?.role ?? null;
  const themeEditor = { canSave: can(role, "useThemeEditor"), onSaved: updateUser };

  const editProfile = () => {
    setProfileLoaded(true);
    setProfileOpen(true);
  };

  const signOut = async () => {
    await logout();
    toast.success("Signed out", { description: "See you soon." });
    if (SIGNED_IN_PAGES.some((page) => pathname.startsWith(page))) void navigate({ to: "/" });
  };

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link
          to="/"
          aria-label="Echoes home"
          className="-ml-1 shrink-0 rounded-md p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Wordmark />
        </Link>
        <nav aria-label="Main" className="hidden items-center md:flex">
          {navItems(role).map((item) => (
            <Link key={item.to} to={item.to} className={navLinkClass} activeOptions={{ exact: item.exact ?? false }}>
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <Button
            size="sm"
            variant="outline"
            className="hidden sm:inline-flex"
            onClick={submitQuote}
            onPointerEnter={preloadQuoteEditor}
            onFocus={preloadQuoteEditor}
            data-testid="submit-quote-button"
          >
            <PlusIcon aria-hidden="true" />
            {/* Icon only between md and lg, where the main links share the row. */}
            <span className="md:max-lg:sr-only">Submit Quote</span>
          </Button>
          <SessionTimerButton />
          <FontSizeButton className="hidden md:inline-flex" />
          <ThemeEditorButton {...themeEditor} className="hidden md:inline-flex" />
          <ThemeToggle />
          {user ? (
            <Suspense
              fallback={
                <AvatarButton
                  initials={initialsOf(user)}
                  name={displayNameOf(user)}
                  className="hidden md:inline-flex"
                  aria-disabled="true"
                />
              }
            >
              <UserMenu
                user={user}
                onEditProfile={editProfile}
                onSubmitQuote={submitQuote}
                onLogout={() => void signOut()}
                className="hidden md:inline-flex"
              />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 pl-1 md:flex">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => openAuthModal("login")}
                onPointerEnter={preloadAuthDialog}
                onFocus={preloadAuthDialog}
              >
                Sign In
              </Button>
              <Button
                size="sm"
                onClick={() => openAuthModal("register")}
                onPointerEnter={preloadAuthDialog}
                onFocus={preloadAuthDialog}
              >
                Get Started
              </Button>
            </div>
          )}
          <MobileMenu
            user={user}
            className="md:hidden"
            onSignIn={() => openAuthModal("login")}
            onGetStarted={() => openAuthModal("register")}
            onEditProfile={editProfile}
            onSubmitQuote={submitQuote}
            onOpenThemeEditor={() => setThemeDialogOpen(true)}
            onLogout={() => void signOut()}
          />
        </div>
      </div>
      {profileLoaded && (
        <Suspense fallback={null}>
          <ProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />
        </Suspense>
      )}
      <ThemeEditorDialog {...themeEditor} open={themeDialogOpen} onOpenChange={setThemeDialogOpen} />
    </header>
  );
}
