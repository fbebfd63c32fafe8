import { useState } from "react";
import { QuoteIcon } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { LoginForm } from "./login-form.tsx";
import { RegisterForm } from "./register-form.tsx";
import { ResetPasswordDialog } from "./reset-password-dialog.tsx";

export type AuthDialogMode = "login" | "register";

export interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: AuthDialogMode;
  onModeChange: (mode: AuthDialogMode) => void;
  /** Opens the nested reset-password dialog straight away. */
  resetOpen?: boolean;
  onResetOpenChange?: (open: boolean) => void;
}

const COPY: Record<AuthDialogMode, { title: string; description: string }> = {
  login: { title: "Welcome back", description: "Sign in to bookmark, react to and submit quotes." },
  register: {
    title: "Create your account",
    description: "Join Echoes to save the quotes you love and share your own.",
  },
};

/** The auth dialog (docs/product/accounts-and-roles.md): login and register modes, with the reset-password dialog nested in login. */
export default function AuthDialog({
  open,
  onOpenChange,
  mode,
  onModeChange,
  resetOpen = false,
  onResetOpenChange,
}: AuthDialogProps) {
  // After sign-up the login form opens with the new e-mail filled in.
  const [email, setEmail] = useState("");
  const [resetEmail, setResetEmail] = useState("");
  const copy = COPY[mode];

  const openReset = (typed: string) => {
    setResetEmail(typed);
    onResetOpenChange?.(true);
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="sm:max-w-md" aria-describedby="auth-dialog-description">
          <DialogHeader>
            <div className="mx-auto mb-1 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary sm:mx-0">
              <QuoteIcon aria-hidden="true" className="size-5" />
            </div>
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription id="auth-dialog-description">{copy.description}</DialogDescription>
          </DialogHeader>
          {mode === "login" ? (
            <LoginForm
              key={`login-${email}`}
              defaultEmail={email}
              onSignedIn={() => onOpenChange(false)}
              onForgotPassword={openReset}
            />
          ) : (
            <RegisterForm
              onRegistered={(registered) => {
                setEmail(registered);
                onModeChange("login");
              }}
            />
          )}
          <p className="text-center text-sm text-muted-foreground">
            {mode === "login" ? "Don't have an account?" : "Already have an account?"}{" "}
            <button
              type="button"
              onClick={() => onModeChange(mode === "login" ? "register" : "login")}
              className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {mode === "login" ? "Get Started" : "Sign In"}
            </button>
          </p>
        </DialogContent>
      </Dialog>
      <ResetPasswordDialog
        open={resetOpen}
        onOpenChange={(next) => onResetOpenChange?.(next)}
        defaultEmail={resetEmail}
      />
    </>
  );
}
