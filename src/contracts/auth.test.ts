import { describe, expect, it } from "vitest";
import {
  LoginSchema,
  NewPasswordFormSchema,
  ProfileSchema,
  RegisterFormSchema,
  ResetRequestSchema,
  THEME_PRESETS,
  ThemeSchema,
} from "./auth.ts";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("auth contracts", () => {
  const valid = {
    firstname: "Ada",
    lastname: "Lovelace",
    email: " Ada@Example.COM ",
    password: "secret1",
    confirmPassword: "secret1",
    terms: true,
  };

  it("accepts a valid registration and normalises the e-mail", () => {
    expect(RegisterFormSchema.parse(valid).email).toBe("ada@example.com");
  });

  it("puts the register form's messages on their fields", () => {
    const result = RegisterFormSchema.safeParse({
      ...valid,
      firstname: "A",
      lastname: "",
      email: "nope",
      password: "12345",
      confirmPassword: "different",
      terms: false,
    });
    expect(messages(result)).toEqual({
      firstname: "First name must be at least 2 characters",
      lastname: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
      confirmPassword: "Passwords don't match",
      terms: "You must accept the terms and conditions",
    });
    expect(messages(RegisterFormSchema.safeParse({ ...valid, confirmPassword: "other" }))).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it("login, reset request, new password and profile messages", () => {
    expect(messages(LoginSchema.safeParse({ email: "x", password: "" }))).toEqual({
      email: "Please enter a valid email address",
      password: "Password is required",
    });
    expect(messages(ResetRequestSchema.safeParse({ email: "" }))).toEqual({
      email: "Please enter your email address.",
    });
    expect(messages(NewPasswordFormSchema.safeParse({ password: "secret1", confirmPassword: "secret2" }))).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(messages(ProfileSchema.safeParse({ firstname: "", lastname: " ", email: "bad" }))).toEqual({
      firstname: "First name is required",
      lastname: "Last name is required",
      email: "Invalid email address",
    });
  });

  it("has eight theme presets with Blue first, and takes a six-digit custom colour", () => {
    expect(THEME_PRESETS.map((p) => p.name)).toEqual([
      "Blue",
      "Green",
      "Purple",
      "Pink",
      "Orange",
      "Red",
      "Emerald",
      "Indigo",
    ]);
    for (const preset of THEME_PRESETS) expect(preset.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(ThemeSchema.parse({ customColor: "#ABCDEF" })).toEqual({ customColor: "#abcdef" });
    expect(ThemeSchema.safeParse({ customColor: "#abc" }).success).toBe(false);
  });
});
