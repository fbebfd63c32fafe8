import { z } from "zod";
import { NAME_MIN, PASSWORD_MIN, ROLES } from "./constants.ts";

/** Longest accepted values: generous for people, small enough that nothing downstream chokes. */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;

/** Messages of the auth forms and endpoints; the ones docs/product/messages-and-limits.md gives are word for word. */
export const AUTH_MESSAGES = {
  firstnameMin: "First name must be at least 2 characters",
  lastnameMin: "Last name must be at least 2 characters",
  firstnameMax: `First name must be at most ${NAME_MAX} characters`,
  lastnameMax: `Last name must be at most ${NAME_MAX} characters`,
  firstnameRequired: "First name is required",
  lastnameRequired: "Last name is required",
  emailInvalid: "Please enter a valid email address",
  emailRequired: "Please enter your email address.",
  profileEmailInvalid: "Invalid email address",
  passwordMin: "Password must be at least 6 characters",
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordRequired: "Password is required",
  passwordsMismatch: "Passwords don't match",
  termsRequired: "You must accept the terms and conditions",
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  accountCreated: "Account created",
  signedIn: "Signed in successfully",
  sessionExtended: "Session extended",
  signedOut: "Signed out",
  recoverySent: "If an account exists for that email, a reset link has been sent.",
  resetTokenInvalid: "This reset link is invalid or has expired. Please request a new one.",
  passwordReset: "Your password has been reset. You can now sign in with your new password.",
  themeClassInvalid: "Choose one of the theme presets",
  customColorInvalid: "Custom colour must be a six-digit hex colour with a leading # (e.g. #3b82f6)",
  themeRequired: "Choose a theme preset or a custom colour",
} as const;

/** "Too many attempts. Please try again in N seconds." — the 429 message of the auth endpoints. */
export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many attempts. Please try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`;
}

const m = AUTH_MESSAGES;

// ── Field schemas (shared by the client's forms and the server's bodies) ──────────────────────────

/** Trimmed, lower-cased, valid e-mail address. */
export const EmailSchema = z
  .string({ error: m.emailInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: m.emailInvalid }).max(EMAIL_MAX, m.emailInvalid));

export const FirstnameSchema = z
  .string({ error: m.firstnameMin })
  .trim()
  .min(NAME_MIN, m.firstnameMin)
  .max(NAME_MAX, m.firstnameMax);

export const LastnameSchema = z
  .string({ error: m.lastnameMin })
  .trim()
  .min(NAME_MIN, m.lastnameMin)
  .max(NAME_MAX, m.lastnameMax);

/** A password being chosen (sign-up, reset): at least 6 characters. */
export const NewPasswordSchema = z
  .string({ error: m.passwordMin })
  .min(PASSWORD_MIN, m.passwordMin)
  .max(PASSWORD_MAX, m.passwordMax);

/** A password being typed to sign in: only required. */
export const PasswordInputSchema = z.string({ error: m.passwordRequired }).min(1, m.passwordRequired);

// ── Forms and request bodies ─────────────────────────────────────────────────────────────────────

/** POST /api/auth/signup */
export const SignupBodySchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  firstname: FirstnameSchema,
  lastname: LastnameSchema,
});
export type SignupBody = z.infer<typeof SignupBodySchema>;

/** The register dialog: the sign-up fields plus password confirmation and the terms checkbox. */
export const RegisterFormSchema = SignupBodySchema.extend({
  confirmPassword: z.string({ error: m.passwordsMismatch }),
  terms: z.boolean({ error: m.termsRequired }).refine((accepted) => accepted, m.termsRequired),
}).refine((form) => form.password === form.confirmPassword, {
  message: m.passwordsMismatch,
  path: ["confirmPassword"],
});
export type RegisterForm = z.input<typeof RegisterFormSchema>;

/** POST /api/auth/signin and the login dialog. */
export const LoginSchema = z.object({
  email: EmailSchema,
  password: PasswordInputSchema,
});
export type LoginBody = z.infer<typeof LoginSchema>;

/** The reset-password request dialog. */
export const ResetRequestSchema = z.object({
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, m.emailRequired)
    .pipe(z.email({ error: m.emailInvalid }).max(EMAIL_MAX, m.emailInvalid)),
});
export type ResetRequest = z.infer<typeof ResetRequestSchema>;

/**
 * POST /api/auth/recover: the e-mail plus where the link should lead (docs/api.md: the client's /auth/callback). The
 * server accepts `redirectTo` and ignores it: a reset link always leads to PUBLIC_URL/auth/callback.
 */
export const RecoverBodySchema = ResetRequestSchema.extend({
  options: z.object({ redirectTo: z.string().max(2048).optional() }).optional(),
});
export type RecoverBody = z.infer<typeof RecoverBodySchema>;

/** POST /api/auth/reset-password: the token from the e-mailed link and the new password. */
export const ResetPasswordBodySchema = z.object({
  token: z.string({ error: m.resetTokenInvalid }).trim().min(1, m.resetTokenInvalid).max(512, m.resetTokenInvalid),
  password: NewPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** The "choose a new password" form on /auth/callback?type=recovery. */
export const NewPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string({ error: m.passwordsMismatch }) })
  .refine((form) => form.password === form.confirmPassword, {
    message: m.passwordsMismatch,
    path: ["confirmPassword"],
  });
export type NewPasswordForm = z.input<typeof NewPasswordFormSchema>;

/** PATCH /api/auth/update-profile and the edit-profile dialog; the e-mail is read-only (ignored by the server). */
export const ProfileSchema = z.object({
  firstname: z.string({ error: m.firstnameRequired }).trim().min(1, m.firstnameRequired).max(NAME_MAX, m.firstnameMax),
  lastname: z.string({ error: m.lastnameRequired }).trim().min(1, m.lastnameRequired).max(NAME_MAX, m.lastnameMax),
  email: z
    .string({ error: m.profileEmailInvalid })
    .trim()
    .pipe(z.email({ error: m.profileEmailInvalid }))
    .optional(),
});
export type ProfileBody = z.infer<typeof ProfileSchema>;

// ── Theme colours ────────────────────────────────────────────────────────────────────────────────

/** The eight preset theme colours of docs/product/data-model.md; Blue is the default. */
export const THEME_PRESETS = [
  { name: "Blue", color: "#3b82f6", themeClass: "theme-blue" },
  { name: "Green", color: "#22c55e", themeClass: "theme-green" },
  { name: "Purple", color: "#a855f7", themeClass: "theme-purple" },
  { name: "Pink", color: "#ec4899", themeClass: "theme-pink" },
  { name: "Orange", color: "#f97316", themeClass: "theme-orange" },
  { name: "Red", color: "#ef4444", themeClass: "theme-red" },
  { name: "Emerald", color: "#10b981", themeClass: "theme-emerald" },
  { name: "Indigo", color: "#6366f1", themeClass: "theme-indigo" },
] as const;
export type ThemePreset = (typeof THEME_PRESETS)[number];
export const THEME_CLASSES = THEME_PRESETS.map((p) => p.themeClass) as [
  ThemePreset["themeClass"],
  ...ThemePreset["themeClass"][],
];

export const ThemeClassSchema = z.enum(THEME_CLASSES, { error: m.themeClassInvalid });

/** Six-digit hex with a leading hash; stored lower-cased. */
export const CustomColorSchema = z
  .string({ error: m.customColorInvalid })
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, m.customColorInvalid);

/**
 * PATCH /api/user/theme: a preset (clears the custom colour) or a custom colour (clears the preset);
 * both together keep both, the custom colour taking precedence when shown.
 */
export const ThemeSchema = z
  .object({
    themeClass: ThemeClassSchema.optional(),
    customColor: CustomColorSchema.optional(),
  })
  .refine((t) => t.themeClass !== undefined || t.customColor !== undefined, {
    message: m.themeRequired,
    path: ["themeClass"],
  });
export type ThemeBody = z.infer<typeof ThemeSchema>;

// ── Responses ────────────────────────────────────────────────────────────────────────────────────

export const RoleSchema = z.enum(ROLES);

/** user_metadata of docs/product/data-model.md; themeClass/customColor are null until the user picks one (Blue applies). */
export const UserMetadataSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  name: z.string(),
  role: RoleSchema,
  themeClass: z.string().nullable(),
  customColor: z.string().nullable(),
});
export type UserMetadata = z.infer<typeof UserMetadataSchema>;

/** GET /api/auth/user, the `user` of sign-in/sign-up answers, and the answer of profile and theme updates. */
export const AuthUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  user_metadata: UserMetadataSchema,
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** The bearer token and when it (and its session) expires: `expires_at` in seconds since the epoch. */
export const AuthSessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
});
export type AuthSession = z.infer<typeof AuthSessionSchema>;

/** POST /api/auth/signin, POST /api/auth/signup, GET /api/auth/me */
export const AuthSessionResponseSchema = z.object({
  session: AuthSessionSchema,
  user: AuthUserSchema,
  message: z.string(),
});
export type AuthSessionResponse = z.infer<typeof AuthSessionResponseSchema>;

/** Answers that only carry a message (sign-out, recovery, password reset). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
