import { c as ROLES } from "./constants-DC2r50n9.js";
import { a as boolean, c as number, d as string, l as object, m as uuid, o as email, r as _enum, s as literal } from "./schemas-B-ba1ytk.js";
/** Messages of the auth forms and endpoints; the ones SPEC.md §5 gives are word for word. */
var AUTH_MESSAGES = {
	firstnameMin: "First name must be at least 2 characters",
	lastnameMin: "Last name must be at least 2 characters",
	firstnameMax: `First name must be at most 100 characters`,
	lastnameMax: `Last name must be at most 100 characters`,
	firstnameRequired: "First name is required",
	lastnameRequired: "Last name is required",
	emailInvalid: "Please enter a valid email address",
	emailRequired: "Please enter your email address.",
	profileEmailInvalid: "Invalid email address",
	passwordMin: "Password must be at least 6 characters",
	passwordMax: `Password must be at most 128 characters`,
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
	themeRequired: "Choose a theme preset or a custom colour"
};
var m = AUTH_MESSAGES;
/** Trimmed, lower-cased, valid e-mail address. */
var EmailSchema = string({ error: m.emailInvalid }).trim().toLowerCase().pipe(email({ error: m.emailInvalid }).max(254, m.emailInvalid));
var FirstnameSchema = string({ error: m.firstnameMin }).trim().min(2, m.firstnameMin).max(100, m.firstnameMax);
var LastnameSchema = string({ error: m.lastnameMin }).trim().min(2, m.lastnameMin).max(100, m.lastnameMax);
/** A password being chosen (sign-up, reset): at least 6 characters. */
var NewPasswordSchema = string({ error: m.passwordMin }).min(6, m.passwordMin).max(128, m.passwordMax);
/** A password being typed to sign in: only required. */
var PasswordInputSchema = string({ error: m.passwordRequired }).min(1, m.passwordRequired);
/** The register dialog: the sign-up fields plus password confirmation and the terms checkbox. */
var RegisterFormSchema = object({
	email: EmailSchema,
	password: NewPasswordSchema,
	firstname: FirstnameSchema,
	lastname: LastnameSchema
}).extend({
	confirmPassword: string({ error: m.passwordsMismatch }),
	terms: boolean({ error: m.termsRequired }).refine((accepted) => accepted, m.termsRequired)
}).refine((form) => form.password === form.confirmPassword, {
	message: m.passwordsMismatch,
	path: ["confirmPassword"]
});
/** POST /api/auth/signin and the login dialog. */
var LoginSchema = object({
	email: EmailSchema,
	password: PasswordInputSchema
});
/** The reset-password request dialog. */
var ResetRequestSchema = object({ email: string({ error: m.emailRequired }).trim().toLowerCase().min(1, m.emailRequired).pipe(email({ error: m.emailInvalid }).max(254, m.emailInvalid)) });
ResetRequestSchema.extend({ options: object({ redirectTo: string().max(2048).optional() }).optional() });
object({
	token: string({ error: m.resetTokenInvalid }).trim().min(1, m.resetTokenInvalid).max(512, m.resetTokenInvalid),
	password: NewPasswordSchema
});
/** The "choose a new password" form on /auth/callback?type=recovery. */
var NewPasswordFormSchema = object({
	password: NewPasswordSchema,
	confirmPassword: string({ error: m.passwordsMismatch })
}).refine((form) => form.password === form.confirmPassword, {
	message: m.passwordsMismatch,
	path: ["confirmPassword"]
});
/** PATCH /api/auth/update-profile and the edit-profile dialog; the e-mail is read-only (ignored by the server). */
var ProfileSchema = object({
	firstname: string({ error: m.firstnameRequired }).trim().min(1, m.firstnameRequired).max(100, m.firstnameMax),
	lastname: string({ error: m.lastnameRequired }).trim().min(1, m.lastnameRequired).max(100, m.lastnameMax),
	email: string({ error: m.profileEmailInvalid }).trim().pipe(email({ error: m.profileEmailInvalid })).optional()
});
/** The eight preset theme colours of SPEC.md §3; Blue is the default. */
var THEME_PRESETS = [
	{
		name: "Blue",
		color: "#3b82f6",
		themeClass: "theme-blue"
	},
	{
		name: "Green",
		color: "#22c55e",
		themeClass: "theme-green"
	},
	{
		name: "Purple",
		color: "#a855f7",
		themeClass: "theme-purple"
	},
	{
		name: "Pink",
		color: "#ec4899",
		themeClass: "theme-pink"
	},
	{
		name: "Orange",
		color: "#f97316",
		themeClass: "theme-orange"
	},
	{
		name: "Red",
		color: "#ef4444",
		themeClass: "theme-red"
	},
	{
		name: "Emerald",
		color: "#10b981",
		themeClass: "theme-emerald"
	},
	{
		name: "Indigo",
		color: "#6366f1",
		themeClass: "theme-indigo"
	}
];
var THEME_CLASSES = THEME_PRESETS.map((p) => p.themeClass);
var ThemeClassSchema = _enum(THEME_CLASSES, { error: m.themeClassInvalid });
/** Six-digit hex with a leading hash; stored lower-cased. */
var CustomColorSchema = string({ error: m.customColorInvalid }).trim().toLowerCase().regex(/^#[0-9a-f]{6}$/, m.customColorInvalid);
object({
	themeClass: ThemeClassSchema.optional(),
	customColor: CustomColorSchema.optional()
}).refine((t) => t.themeClass !== void 0 || t.customColor !== void 0, {
	message: m.themeRequired,
	path: ["themeClass"]
});
var RoleSchema = _enum(ROLES);
/** user_metadata of SPEC.md §3; themeClass/customColor are null until the user picks one (Blue applies). */
var UserMetadataSchema = object({
	firstname: string(),
	lastname: string(),
	name: string(),
	role: RoleSchema,
	themeClass: string().nullable(),
	customColor: string().nullable()
});
/** GET /api/auth/user, the `user` of sign-in/sign-up answers, and the answer of profile and theme updates. */
var AuthUserSchema = object({
	id: uuid(),
	email: string(),
	user_metadata: UserMetadataSchema
});
/** The bearer token and when it (and its session) expires: `expires_at` in seconds since the epoch. */
var AuthSessionSchema = object({
	access_token: string(),
	token_type: literal("bearer"),
	expires_in: number().int(),
	expires_at: number().int()
});
object({
	session: AuthSessionSchema,
	user: AuthUserSchema,
	message: string()
});
object({ message: string() });
export { ProfileSchema as a, THEME_PRESETS as c, NewPasswordFormSchema as i, CustomColorSchema as n, RegisterFormSchema as o, LoginSchema as r, ResetRequestSchema as s, AUTH_MESSAGES as t };
