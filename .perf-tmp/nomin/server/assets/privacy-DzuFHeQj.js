import { f as STORAGE_KEYS } from "./constants-DC2r50n9.js";
import { $ as SITE_NAME, et as usePageHead } from "../entry-server.js";
import { t as PageContainer } from "./page-BOc20Cw7.js";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/client/app/routes/privacy.tsx?tsr-split=component
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
	return /* @__PURE__ */ jsx(PageContainer, { children: /* @__PURE__ */ jsxs("article", {
		className: "prose-page",
		children: [
			/* @__PURE__ */ jsx("h1", { children: "Privacy Policy" }),
			/* @__PURE__ */ jsx("p", {
				className: "lead",
				children: "This policy explains what Echoes stores about you, why, and the choices you have. We keep only what the service needs and never sell your data."
			}),
			/* @__PURE__ */ jsx("h2", { children: "Children" }),
			/* @__PURE__ */ jsx("p", { children: "Echoes is not intended for children under 13. We do not knowingly collect personal data from children under 13; if you believe a child has created an account, contact us and we will delete it." }),
			/* @__PURE__ */ jsx("h2", { children: "What we store" }),
			/* @__PURE__ */ jsxs("ul", { children: [
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Account data." }), " Your e-mail address, first and last name, a securely hashed password (never the password itself), your role and your display preferences, such as your theme colour."] }),
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Quotes." }), " The quotes you submit with their details, audio and background, their review status and, for anonymous submissions, the e-mail address you gave so that we can contact you about the quote."] }),
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Reactions and activity." }), " Your reactions, bookmarks, saved lists, comments and reports, linked to your account so that you can see and change them."] }),
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Analytics events." }), " Only if you consent to analytics: events such as page views, shares and filter clicks, with the page address and browser type. IP addresses are anonymised before they are stored. Without your consent, no analytics events are recorded."] }),
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Security logs." }), " Technical records of requests, kept for a short time to protect the service against abuse."] })
			] }),
			/* @__PURE__ */ jsx("h2", { children: "Cookies and local storage" }),
			/* @__PURE__ */ jsx("p", { children: "A necessary session cookie may be used to keep you signed in; it lasts only for your session. Your sign-in token and account summary are kept in your browser's session storage and disappear when you close the tab. If you consent to analytics, an analytics cookie may be set for up to 2 years; marketing cookies, if ever used, need your consent too and last up to 1 year." }),
			/* @__PURE__ */ jsx("p", { children: "These preferences are kept in your browser's local storage and never leave your device:" }),
			/* @__PURE__ */ jsx("ul", { children: LOCAL_STORAGE.map(({ key, purpose }) => /* @__PURE__ */ jsxs("li", { children: [
				/* @__PURE__ */ jsx("code", { children: key }),
				" — ",
				purpose
			] }, key)) }),
			/* @__PURE__ */ jsx("p", { children: "You can clear them at any time in your browser settings." }),
			/* @__PURE__ */ jsx("h2", { children: "How we use your data" }),
			/* @__PURE__ */ jsx("p", { children: "We use your data to run your account, show and moderate quotes, keep the service secure and, with your consent, understand which features are useful. We do not sell your data or use it for advertising." }),
			/* @__PURE__ */ jsx("h2", { children: "Your rights" }),
			/* @__PURE__ */ jsx("p", { children: "You can, at any time:" }),
			/* @__PURE__ */ jsxs("ul", { children: [
				/* @__PURE__ */ jsx("li", { children: "see the data we hold about you and get a copy of it;" }),
				/* @__PURE__ */ jsx("li", { children: "correct your name and other profile details;" }),
				/* @__PURE__ */ jsx("li", { children: "delete your quotes, reactions and bookmarks, or your whole account;" }),
				/* @__PURE__ */ jsx("li", { children: "withdraw your consent to analytics, after which no new analytics events are recorded;" }),
				/* @__PURE__ */ jsx("li", { children: "object to how we process your data or complain to your data protection authority." })
			] }),
			/* @__PURE__ */ jsx("h2", { children: "Contact" }),
			/* @__PURE__ */ jsxs("p", { children: [
				"For any privacy question or request, contact the team that runs this Echoes site. If you have an account, write from the e-mail address registered with it so that we can confirm it is you. See also our",
				" ",
				/* @__PURE__ */ jsx(Link, {
					to: "/terms",
					children: "Terms of Service"
				}),
				"."
			] })
		]
	}) });
}
export { PrivacyPage as component };
