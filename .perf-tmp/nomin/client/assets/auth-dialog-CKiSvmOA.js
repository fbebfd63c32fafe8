import { a as __toESM, n as require_react, t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
import { F as DialogDescription, I as DialogFooter, L as DialogHeader, M as Dialog, P as DialogContent, R as DialogTitle, j as messageOf, kt as Link, pt as Quote, xt as useAuth } from "./index-B9EO6Tp7.js";
import { a as Controller, i as u, n as FormAlert, r as FormField, s as useForm, t as FieldError } from "./form-field-9eXmwWOd.js";
import { n as toast } from "./dist-BXu7aPWd.js";
import { o as RegisterFormSchema, r as LoginSchema, s as ResetRequestSchema, t as AUTH_MESSAGES } from "./auth-ChSxj-1l.js";
import { n as EmailInput, t as fieldErrorsOf } from "./field-errors-x743PwIs.js";
import { t as SubmitButton } from "./submit-button-DJFuXnRA.js";
import { t as PasswordInput } from "./password-input-CCPnYcRj.js";
import { s as createLucideIcon } from "./button-C9VChmVY.js";
import { n as Mail, t as Checkbox } from "./checkbox-CBS-WZSi.js";
import { t as Input } from "./input-VpiLYCxB.js";
import { r as apiFetch, t as ApiError } from "./api-BnqfSDLB.js";
import { t as useMutation } from "./useMutation-V3Zq-FO2.js";
// node_modules/lucide-react/dist/esm/icons/wand-sparkles.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "wand-sparkles",
	size: 24,
	node: [
		["path", {
			d: "m21.64 3.64-1.28-1.28a1.21 1.21 0 0 0-1.72 0L2.36 18.64a1.21 1.21 0 0 0 0 1.72l1.28 1.28a1.2 1.2 0 0 0 1.72 0L21.64 5.36a1.2 1.2 0 0 0 0-1.72",
			key: "ul74o6"
		}],
		["path", {
			d: "m14 7 3 3",
			key: "1r5n42"
		}],
		["path", {
			d: "M5 6v4",
			key: "ilb8ba"
		}],
		["path", {
			d: "M19 14v4",
			key: "blhpug"
		}],
		["path", {
			d: "M10 2v2",
			key: "7u0qdc"
		}],
		["path", {
			d: "M7 8H3",
			key: "zfb6yr"
		}],
		["path", {
			d: "M21 16h-4",
			key: "1cnmox"
		}],
		["path", {
			d: "M11 3H9",
			key: "1obp7u"
		}]
	],
	aliases: ["wand-2"]
};
__iconData.node;
var WandSparkles = createLucideIcon(__iconData);
// src/client/features/auth/components/login-form.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The login form of the auth dialog. */
function LoginForm({ defaultEmail = "", onSignedIn, onForgotPassword }) {
	const { login } = useAuth();
	const [failed, setFailed] = (0, import_react.useState)(false);
	const form = useForm({
		resolver: u(LoginSchema),
		defaultValues: {
			email: defaultEmail,
			password: ""
		}
	});
	const { errors, isSubmitting } = form.formState;
	const onSubmit = form.handleSubmit(async (values) => {
		setFailed(false);
		try {
			const user = await login(values);
			const name = user.user_metadata.firstname || user.user_metadata.name || user.email;
			toast.success("Welcome back!", { description: `Signed in as ${name}.` });
			onSignedIn();
		} catch (error) {
			setFailed(true);
			toast.error(messageOf(error, "Login failed"));
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		noValidate: true,
		onSubmit,
		className: "grid gap-4",
		"aria-label": "Sign in",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: "Email",
				error: errors.email?.message,
				children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailInput, {
					...control,
					...form.register("email"),
					autoFocus: defaultEmail === ""
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: "Password",
				error: errors.password?.message,
				aside: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					onClick: () => onForgotPassword(form.getValues("email")),
					className: "rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50",
					children: "Forgot password?"
				}),
				children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
					...control,
					...form.register("password"),
					autoComplete: "current-password",
					autoFocus: defaultEmail !== ""
				})
			}),
			failed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, { children: "Please check your credentials and try again." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
				pending: isSubmitting,
				pendingLabel: "Signing in...",
				className: "w-full",
				children: "Sign In"
			})
		]
	});
}
// src/client/features/auth/password-generator.ts
/** Words for generated passwords: short, common, easy to read back. */
var WORDS = [
	"amber",
	"anchor",
	"apple",
	"arrow",
	"aspen",
	"autumn",
	"badger",
	"bamboo",
	"beacon",
	"birch",
	"blossom",
	"breeze",
	"brook",
	"cactus",
	"canyon",
	"cedar",
	"cherry",
	"cliff",
	"clover",
	"cobalt",
	"comet",
	"coral",
	"cotton",
	"crane",
	"crystal",
	"daisy",
	"dawn",
	"delta",
	"desert",
	"dolphin",
	"dune",
	"eagle",
	"ember",
	"falcon",
	"fern",
	"field",
	"firefly",
	"forest",
	"fox",
	"galaxy",
	"garden",
	"glacier",
	"harbor",
	"hazel",
	"heron",
	"hill",
	"honey",
	"island",
	"ivy",
	"jade",
	"jasmine",
	"juniper",
	"lagoon",
	"lantern",
	"lemon",
	"lily",
	"lotus",
	"maple",
	"meadow",
	"mint",
	"moon",
	"moss",
	"nectar",
	"oak",
	"ocean",
	"olive",
	"orchid",
	"otter",
	"pebble",
	"pepper",
	"pine",
	"planet",
	"plum",
	"prairie",
	"quartz",
	"rain",
	"raven",
	"reef",
	"ridge",
	"river",
	"robin",
	"saffron",
	"sage",
	"shore",
	"sky",
	"slate",
	"snow",
	"sparrow",
	"spruce",
	"star",
	"stone",
	"summit",
	"sun",
	"thunder",
	"tide",
	"tulip",
	"valley",
	"willow",
	"winter",
	"zephyr"
];
var capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);
/** A random integer in [0, max) from the browser's cryptographic generator. */
function secureRandomInt(max) {
	const buffer = /* @__PURE__ */ new Uint32Array(1);
	crypto.getRandomValues(buffer);
	return (buffer[0] ?? 0) % max;
}
/**
* A memorable password (SPEC §5): three capitalised words plus a number below 100, e.g. "RiverStoneMaple42".
* `randomInt(max)` returns an integer in [0, max); tests pass their own.
*/
function generatePassword(randomInt = secureRandomInt) {
	return `${Array.from({ length: 3 }, () => capitalise(WORDS[randomInt(WORDS.length)] ?? "River")).join("")}${randomInt(100)}`;
}
/** The register form of the auth dialog; on success the caller switches to login with the e-mail filled in. */
function RegisterForm({ onRegistered }) {
	const { register } = useAuth();
	const [failed, setFailed] = (0, import_react.useState)(false);
	const [showPasswords, setShowPasswords] = (0, import_react.useState)(false);
	const form = useForm({
		resolver: u(RegisterFormSchema),
		defaultValues: {
			firstname: "",
			lastname: "",
			email: "",
			password: "",
			confirmPassword: "",
			terms: false
		}
	});
	const { errors, isSubmitting } = form.formState;
	const fillGeneratedPassword = () => {
		const password = generatePassword();
		const validate = form.formState.isSubmitted;
		form.setValue("password", password, {
			shouldDirty: true,
			shouldValidate: validate
		});
		form.setValue("confirmPassword", password, {
			shouldDirty: true,
			shouldValidate: validate
		});
		setShowPasswords(true);
		toast.success("Password Generated", { description: "Both password fields are filled in. Keep it somewhere safe." });
	};
	const onSubmit = form.handleSubmit(async ({ email, password, firstname, lastname }) => {
		setFailed(false);
		try {
			await register({
				email,
				password,
				firstname,
				lastname
			});
			toast.success("Account created!", { description: "Sign in with your new account to continue." });
			onRegistered(email);
		} catch (error) {
			setFailed(true);
			const message = messageOf(error, "Registration failed");
			toast.error(message);
			const fields = fieldErrorsOf(error);
			if (fields.email) form.setError("email", { message: fields.email }, { shouldFocus: true });
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		noValidate: true,
		onSubmit,
		className: "grid gap-4",
		"aria-label": "Create an account",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-4 sm:grid-cols-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					label: "First name",
					error: errors.firstname?.message,
					children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						...control,
						...form.register("firstname"),
						autoComplete: "given-name",
						autoFocus: true,
						placeholder: "Ada"
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					label: "Last name",
					error: errors.lastname?.message,
					children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						...control,
						...form.register("lastname"),
						autoComplete: "family-name",
						placeholder: "Lovelace"
					})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: "Email",
				error: errors.email?.message,
				children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailInput, {
					...control,
					...form.register("email")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: "Password",
				error: errors.password?.message,
				hint: "At least 6 characters.",
				aside: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					onClick: fillGeneratedPassword,
					className: "inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(WandSparkles, {
						"aria-hidden": "true",
						className: "size-3.5"
					}), "Generate"]
				}),
				children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
					...control,
					...form.register("password"),
					autoComplete: "new-password",
					visible: showPasswords,
					onVisibleChange: setShowPasswords
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: "Confirm password",
				error: errors.confirmPassword?.message,
				children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
					...control,
					...form.register("confirmPassword"),
					autoComplete: "new-password",
					visible: showPasswords,
					onVisibleChange: setShowPasswords
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control: form.control,
				name: "terms",
				render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex items-start gap-3",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
							id: "register-terms",
							ref: field.ref,
							name: field.name,
							checked: field.value,
							onCheckedChange: (checked) => field.onChange(checked === true),
							onBlur: field.onBlur,
							"aria-invalid": Boolean(fieldState.error),
							"aria-describedby": fieldState.error ? "register-terms-error" : void 0,
							className: "mt-0.5"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
							htmlFor: "register-terms",
							className: "text-sm leading-snug text-muted-foreground",
							children: [
								"I accept the",
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
									to: "/terms",
									target: "_blank",
									className: "rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50",
									children: "terms and conditions"
								})
							]
						})]
					}), fieldState.error?.message && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldError, {
						id: "register-terms-error",
						children: fieldState.error.message
					})]
				})
			}),
			failed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, { children: "There was an error creating your account. Please try again." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
				pending: isSubmitting,
				pendingLabel: "Creating account...",
				className: "w-full",
				children: "Create Account"
			})
		]
	});
}
// src/client/features/auth/api/recover-password.ts
/** Where the e-mailed reset link leads: the auth callback on this origin (SPEC §7). */
function recoveryRedirect() {
	return `${window.location.origin}/auth/callback`;
}
/** POST /api/auth/recover: e-mails a reset link (the answer is the same whether or not the account exists). */
function recoverPassword(email) {
	return apiFetch("/api/auth/recover", {
		method: "POST",
		json: {
			email,
			options: { redirectTo: recoveryRedirect() }
		},
		anonymous: true
	});
}
function useRecoverPassword() {
	return useMutation({ mutationFn: recoverPassword });
}
// src/client/features/auth/components/reset-password-dialog.tsx
var RESET_FAILED_MESSAGE = "Failed to send reset email. Please try again.";
/** The reset-password dialog, opened from the login form ("Forgot password?") on top of the auth dialog. */
function ResetPasswordDialog({ open, onOpenChange, defaultEmail }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, {
			className: "sm:max-w-md",
			children: open && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResetPasswordForm, {
				defaultEmail,
				onSent: () => onOpenChange(false)
			})
		})
	});
}
function ResetPasswordForm({ defaultEmail, onSent }) {
	const recover = useRecoverPassword();
	const form = useForm({
		resolver: u(ResetRequestSchema),
		defaultValues: { email: defaultEmail }
	});
	const { errors, isSubmitting } = form.formState;
	const onSubmit = form.handleSubmit(async ({ email }) => {
		try {
			const answer = await recover.mutateAsync(email);
			toast.success("Reset email sent", { description: answer.message });
			onSent();
		} catch (error) {
			toast.error(RESET_FAILED_MESSAGE, { description: error instanceof ApiError && error.status === 429 ? error.message : void 0 });
		}
	}, (invalid) => {
		if (invalid.email?.message === AUTH_MESSAGES.emailRequired) toast.error("Email required", { description: AUTH_MESSAGES.emailRequired });
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		noValidate: true,
		onSubmit,
		className: "grid gap-4",
		"aria-label": "Reset password",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogHeader, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "mx-auto mb-1 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary sm:mx-0",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Mail, {
						"aria-hidden": "true",
						className: "size-5"
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: "Reset your password" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, { children: "Enter the e-mail address of your account and we will send you a reset link." })
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: "Email",
				error: errors.email?.message,
				children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailInput, {
					...control,
					...form.register("email"),
					autoFocus: true
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogFooter, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
				pending: isSubmitting,
				pendingLabel: "Sending...",
				className: "w-full sm:w-auto",
				children: "Send reset link"
			}) })
		]
	});
}
// src/client/features/auth/components/auth-dialog.tsx
var COPY = {
	login: {
		title: "Welcome back",
		description: "Sign in to bookmark, react to and submit quotes."
	},
	register: {
		title: "Create your account",
		description: "Join Echoes to save the quotes you love and share your own."
	}
};
/** The auth dialog (SPEC §2, §4): login and register modes, with the reset-password dialog nested in login. */
function AuthDialog({ open, onOpenChange, mode, onModeChange, resetOpen = false, onResetOpenChange }) {
	const [email, setEmail] = (0, import_react.useState)("");
	const [resetEmail, setResetEmail] = (0, import_react.useState)("");
	const copy = COPY[mode];
	const openReset = (typed) => {
		setResetEmail(typed);
		onResetOpenChange?.(true);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			className: "sm:max-w-md",
			"aria-describedby": "auth-dialog-description",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogHeader, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "mx-auto mb-1 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary sm:mx-0",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Quote, {
							"aria-hidden": "true",
							className: "size-5"
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: copy.title }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, {
						id: "auth-dialog-description",
						children: copy.description
					})
				] }),
				mode === "login" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoginForm, {
					defaultEmail: email,
					onSignedIn: () => onOpenChange(false),
					onForgotPassword: openReset
				}, `login-${email}`) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RegisterForm, { onRegistered: (registered) => {
					setEmail(registered);
					onModeChange("login");
				} }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "text-center text-sm text-muted-foreground",
					children: [
						mode === "login" ? "Don't have an account?" : "Already have an account?",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "button",
							onClick: () => onModeChange(mode === "login" ? "register" : "login"),
							className: "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50",
							children: mode === "login" ? "Get Started" : "Sign In"
						})
					]
				})
			]
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResetPasswordDialog, {
		open: resetOpen,
		onOpenChange: (next) => onResetOpenChange?.(next),
		defaultEmail: resetEmail
	})] });
}
export { AuthDialog as default };
