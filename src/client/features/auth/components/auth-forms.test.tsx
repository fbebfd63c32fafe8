import * as React from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "#client/test-utils.tsx";
import { AuthProvider } from "../session/auth-provider.tsx";
import { createSessionStore } from "../session/session-store.ts";
import AuthDialog from "./auth-dialog.tsx";
import { LoginForm } from "./login-form.tsx";
import { RegisterForm } from "./register-form.tsx";

function stubFetch(handler: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) =>
    handler(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, init),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderInAuth(ui: React.ReactNode) {
  const store = createSessionStore();
  const result = await renderWithProviders(<AuthProvider store={store}>{ui}</AuthProvider>);
  return { ...result, store };
}

describe("the register form", () => {
  it("shows the spec's message at each field when submitted empty", async () => {
    const fetchMock = stubFetch(() => Response.json({}));
    const user = userEvent.setup();
    await renderInAuth(<RegisterForm onRegistered={() => undefined} />);

    await user.click(screen.getByRole("button", { name: "Create Account" }));

    const expectError = (label: string, message: string) => {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      const describedBy = field.getAttribute("aria-describedby") ?? "";
      const text = describedBy
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent)
        .join(" ");
      expect(text).toContain(message);
    };
    await screen.findByText("First name must be at least 2 characters");
    expectError("First name", "First name must be at least 2 characters");
    expectError("Last name", "Last name must be at least 2 characters");
    expectError("Email", "Please enter a valid email address");
    expectError("Password", "Password must be at least 6 characters");
    expect(screen.getByText("You must accept the terms and conditions").getAttribute("role")).toBe("alert");
    expect(screen.getByRole("checkbox").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says Passwords don't match on the confirm field", async () => {
    stubFetch(() => Response.json({}));
    const user = userEvent.setup();
    await renderInAuth(<RegisterForm onRegistered={() => undefined} />);
    await user.type(screen.getByLabelText("First name"), "A");
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.type(screen.getByLabelText("Confirm password"), "secret2");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    await screen.findByText("Passwords don't match");
    expect(screen.getByLabelText("Confirm password").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("false");
    expect(screen.getByText("First name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
  });

  it("fills both password fields from the generator and shows them", async () => {
    stubFetch(() => Response.json({}));
    const user = userEvent.setup();
    await renderInAuth(<RegisterForm onRegistered={() => undefined} />);
    await user.click(screen.getByRole("button", { name: "Generate" }));
    const password = screen.getByLabelText<HTMLInputElement>("Password");
    expect(password.value).toMatch(/^(?:[A-Z][a-z]+){3}\d{1,2}$/);
    expect(screen.getByLabelText<HTMLInputElement>("Confirm password").value).toBe(password.value);
    expect(password.type).toBe("text");
  });

  it("sends the account and reports it created; the server's refusal shows at the form", async () => {
    let answer = Response.json(
      {
        session: { access_token: "header.payload.signature", token_type: "bearer", expires_in: 3600, expires_at: 1 },
        user: { id: "u1", email: "ada@example.com", user_metadata: {} },
        message: "Account created",
      },
      { status: 201 },
    );
    const fetchMock = stubFetch(() => answer);
    const onRegistered = vi.fn();
    const user = userEvent.setup();
    const { store } = await renderInAuth(<RegisterForm onRegistered={onRegistered} />);
    await user.type(screen.getByLabelText("First name"), "Ada");
    await user.type(screen.getByLabelText("Last name"), "Lovelace");
    await user.type(screen.getByLabelText("Email"), " Ada@Example.com ");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.type(screen.getByLabelText("Confirm password"), "secret1");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith("ada@example.com"));
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      email: "ada@example.com",
      password: "secret1",
      firstname: "Ada",
      lastname: "Lovelace",
    });
    expect(store.getState().user).toBeNull();

    answer = Response.json(
      {
        error: "conflict",
        message: "An account with this email already exists",
        fields: { email: "An account with this email already exists" },
      },
      { status: 409 },
    );
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await screen.findByText("There was an error creating your account. Please try again.");
    expect(screen.getByText("An account with this email already exists").getAttribute("role")).toBe("alert");
  });
});

describe("the login form", () => {
  it("shows the spec's messages when submitted empty", async () => {
    const fetchMock = stubFetch(() => Response.json({}));
    const user = userEvent.setup();
    await renderInAuth(<LoginForm onSignedIn={() => undefined} onForgotPassword={() => undefined} />);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await screen.findByText("Please enter a valid email address");
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks to check the credentials when the server refuses them", async () => {
    stubFetch(() =>
      Response.json({ error: "invalid_credentials", message: "Invalid email or password" }, { status: 401 }),
    );
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    await renderInAuth(<LoginForm onSignedIn={onSignedIn} onForgotPassword={() => undefined} />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Please check your credentials and try again.")).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Sign In" }).disabled).toBe(false);
  });
});

describe("the auth dialog", () => {
  it("opens the reset dialog from Forgot password? and asks for the e-mail", async () => {
    const fetchMock = stubFetch(() => Response.json({ message: "sent" }));
    const user = userEvent.setup();
    function Harness() {
      const [resetOpen, setResetOpen] = React.useState(false);
      const [mode, setMode] = React.useState<"login" | "register">("login");
      return (
        <AuthDialog
          open
          onOpenChange={() => undefined}
          mode={mode}
          onModeChange={setMode}
          resetOpen={resetOpen}
          onResetOpenChange={setResetOpen}
        />
      );
    }
    await renderInAuth(<Harness />);
    await user.click(await screen.findByRole("button", { name: "Forgot password?" }));
    const reset = await screen.findByRole("dialog", { name: "Reset your password" });
    await user.click(within(reset).getByRole("button", { name: "Send reset link" }));
    expect((await within(reset).findByText("Please enter your email address.")).getAttribute("role")).toBe("alert");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(within(reset).getByLabelText("Email"), "ada@example.com");
    await user.click(within(reset).getByRole("button", { name: "Send reset link" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/auth/recover");
    expect(JSON.parse(init?.body as string)).toEqual({
      email: "ada@example.com",
      options: { redirectTo: `${window.location.origin}/auth/callback` },
    });
  });

  it("switches between login and register", async () => {
    stubFetch(() => Response.json({}));
    const user = userEvent.setup();
    function Harness() {
      const [mode, setMode] = React.useState<"login" | "register">("login");
      return <AuthDialog open onOpenChange={() => undefined} mode={mode} onModeChange={setMode} />;
    }
    await renderInAuth(<Harness />);
    expect(await screen.findByRole("dialog", { name: "Welcome back" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Get Started" }));
    expect(await screen.findByRole("dialog", { name: "Create your account" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("First name"));
  });
});
