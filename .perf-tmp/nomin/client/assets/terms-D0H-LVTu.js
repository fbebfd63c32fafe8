import { Tt as usePageHead, kt as Link, wt as SITE_NAME } from "./index-B9EO6Tp7.js";
import { t as PageContainer } from "./page-B9qAiS4l.js";
import { t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
// src/client/app/routes/terms.tsx?tsr-split=component
var import_jsx_runtime = require_jsx_runtime();
function TermsPage() {
	usePageHead({
		title: `Terms of Service — ${SITE_NAME}`,
		description: "The terms of using Echoes: what you may post, how quotes are reviewed and how accounts work.",
		canonicalPath: "/terms"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageContainer, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "prose-page",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Terms of Service" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "lead",
				children: "These terms explain the rules for using Echoes. By browsing the site, creating an account or submitting a quote, you agree to them."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "The service" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Echoes is a public platform for discovering, reading, listening to and sharing quotes. Anyone can browse the published collection. Some features, such as bookmarking and reacting to quotes, require an account." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Accounts" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "You sign up with your e-mail address and a password. Give accurate details and keep them up to date." }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Keep your password to yourself. You are responsible for everything done with your account; tell us promptly if you think someone else has used it." }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
					"Echoes is not intended for children under 13, who may not create an account. See the",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: "/privacy",
						children: "Privacy Policy"
					}),
					"."
				] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "You may stop using Echoes and ask us to delete your account at any time. We may suspend or close accounts that break these terms." })
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Content you submit" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "All submitted quotes are reviewed and approved before they are displayed." }), " A quote you submit is saved as a draft or sent for review; until a moderator approves it, only you can see it. We may decline, edit the category or tags of, or later remove any quote, for example when its attribution is wrong or it breaks these terms."] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Submit only quotes you are allowed to share, attributed to the person who said or wrote them, and include a source where you can." }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "You keep whatever rights you have in what you submit. By submitting, you allow Echoes to store, display, narrate and share it as part of the service." }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Anonymous submissions need an e-mail address so that we can contact you about your quote; it is never shown publicly." })
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Acceptable use" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "When you use Echoes, do not:" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "post content that is hateful, harassing, threatening, sexually explicit or otherwise unlawful;" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "misattribute quotes on purpose, impersonate others or spread misinformation;" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "infringe someone else's copyright, trademark or privacy;" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "send spam or advertising, or use the service to collect other people's data;" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "try to break, overload or get around the security of the service, including automated access that puts an unreasonable load on it." })
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "You can report a quote or comment that breaks these rules, and we will review the report." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Audio" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Quotes may come with audio narration that is recorded, uploaded or generated by text-to-speech. Audio you upload or record must be your own voice or a recording you have the right to share, and it is reviewed like any other content. Generated narration is produced by software and may mispronounce words; it is offered for convenience and does not represent the voice of the quote's author." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Liability" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Echoes is provided “as is” and “as available”. We work to keep it accurate and online, but we cannot promise that it will always be available, free of errors, or that every attribution is correct. Quotes reflect the views of their authors, not ours. To the extent the law allows, we are not liable for indirect or consequential losses arising from your use of the service. Nothing in these terms limits rights you have under the law that cannot be limited." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Changes to these terms" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "We may update these terms as the service changes. The current version is always on this page; when a change is significant, we will also tell signed-in users in the app. Continuing to use Echoes after a change means you accept the updated terms." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Contact" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Questions about these terms, or reports of content that breaks them, are welcome. Contact the team that runs this Echoes site; if you have an account, use the e-mail address registered with it so that we can confirm it is you." })
		]
	}) });
}
export { TermsPage as component };
