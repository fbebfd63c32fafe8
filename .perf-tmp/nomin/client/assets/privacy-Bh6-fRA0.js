import { Tt as usePageHead, kt as Link, wt as SITE_NAME } from "./index-B9EO6Tp7.js";
import { f as STORAGE_KEYS } from "./constants-DC2r50n9.js";
import { t as PageContainer } from "./page-B9qAiS4l.js";
import { t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
// src/client/app/routes/privacy.tsx?tsr-split=component
var import_jsx_runtime = require_jsx_runtime();
var LOCAL_STORAGE = [
	{
		key: STORAGE_KEYS.theme,
		purpose: "your light, dark or system theme"
	},
	{
		key: STORAGE_KEYS.themeScheme,
		purpose: "your theme colour"
	},
	{
		key: STORAGE_KEYS.fontSize,
		purpose: "your reading font size"
	},
	{
		key: STORAGE_KEYS.quoteViewMode,
		purpose: "how much detail quote cards show"
	},
	{
		key: STORAGE_KEYS.volume,
		purpose: "your audio volume"
	},
	{
		key: STORAGE_KEYS.inspireMiniPosition,
		purpose: "where the Inspire mini player sits"
	},
	{
		key: STORAGE_KEYS.inspireMiniSize,
		purpose: "the size of the Inspire mini player"
	},
	{
		key: STORAGE_KEYS.privacyConsent,
		purpose: "your privacy choices (kept for 1 year)"
	},
	{
		key: STORAGE_KEYS.sessionStart,
		purpose: "when your sign-in session started, to end it on time"
	},
	{
		key: STORAGE_KEYS.debugMode,
		purpose: "whether debugging information is shown"
	}
];
function PrivacyPage() {
	usePageHead({
		title: `Privacy Policy — ${SITE_NAME}`,
		description: "What Echoes stores about you, why, for how long, and the choices you have.",
		canonicalPath: "/privacy"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageContainer, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "prose-page",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Privacy Policy" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "lead",
				children: "This policy explains what Echoes stores about you, why, and the choices you have. We keep only what the service needs and never sell your data."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Children" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Echoes is not intended for children under 13. We do not knowingly collect personal data from children under 13; if you believe a child has created an account, contact us and we will delete it." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "What we store" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Account data." }), " Your e-mail address, first and last name, a securely hashed password (never the password itself), your role and your display preferences, such as your theme colour."] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Quotes." }), " The quotes you submit with their details, audio and background, their review status and, for anonymous submissions, the e-mail address you gave so that we can contact you about the quote."] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Reactions and activity." }), " Your reactions, bookmarks, saved lists, comments and reports, linked to your account so that you can see and change them."] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Analytics events." }), " Only if you consent to analytics: events such as page views, shares and filter clicks, with the page address and browser type. IP addresses are anonymised before they are stored. Without your consent, no analytics events are recorded."] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Security logs." }), " Technical records of requests, kept for a short time to protect the service against abuse."] })
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Cookies and local storage" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "A necessary session cookie may be used to keep you signed in; it lasts only for your session. Your sign-in token and account summary are kept in your browser's session storage and disappear when you close the tab. If you consent to analytics, an analytics cookie may be set for up to 2 years; marketing cookies, if ever used, need your consent too and last up to 1 year." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "These preferences are kept in your browser's local storage and never leave your device:" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: LOCAL_STORAGE.map(({ key, purpose }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", { children: key }),
				" — ",
				purpose
			] }, key)) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "You can clear them at any time in your browser settings." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "How we use your data" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "We use your data to run your account, show and moderate quotes, keep the service secure and, with your consent, understand which features are useful. We do not sell your data or use it for advertising." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Your rights" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "You can, at any time:" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "see the data we hold about you and get a copy of it;" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "correct your name and other profile details;" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "delete your quotes, reactions and bookmarks, or your whole account;" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "withdraw your consent to analytics, after which no new analytics events are recorded;" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "object to how we process your data or complain to your data protection authority." })
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Contact" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
				"For any privacy question or request, contact the team that runs this Echoes site. If you have an account, write from the e-mail address registered with it so that we can confirm it is you. See also our",
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: "/terms",
					children: "Terms of Service"
				}),
				"."
			] })
		]
	}) });
}
export { PrivacyPage as component };
