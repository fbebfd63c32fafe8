import { $ as SITE_NAME, et as usePageHead } from "../entry-server.js";
import { t as PageContainer } from "./page-BOc20Cw7.js";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/client/app/routes/about.tsx?tsr-split=component
var QUOTESLATE_URL = "https://github.com/musheer360/QuoteSlate";
function AboutPage() {
	usePageHead({
		title: `About — ${SITE_NAME}`,
		description: "About Echoes: why it exists, where its quotes come from and how they are reviewed before they are published.",
		canonicalPath: "/about"
	});
	return /* @__PURE__ */ jsx(PageContainer, { children: /* @__PURE__ */ jsxs("article", {
		className: "prose-page",
		children: [
			/* @__PURE__ */ jsx("h1", { children: "About Echoes" }),
			/* @__PURE__ */ jsx("p", {
				className: "lead",
				children: "Echoes is a public place to discover, read and share meaningful quotes from around the world — the lines people keep coming back to, long after they first read them."
			}),
			/* @__PURE__ */ jsx("h2", { children: "Why we built it" }),
			/* @__PURE__ */ jsx("p", { children: "A good quote can change the shape of a day. It can name a feeling you could not put into words, give you the nudge to start something, or remind you that someone else has stood where you are standing. Echoes exists to make those words easy to find, pleasant to read and simple to pass on." }),
			/* @__PURE__ */ jsx("h2", { children: "What you will find here" }),
			/* @__PURE__ */ jsxs("ul", { children: [
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "A curated collection." }), " Quotes from writers, philosophers, scientists, leaders and everyday people, each shown with its author, its category and a few tags that describe it."] }),
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Room to read." }), " A calm layout with light and dark themes, designed to be comfortable on a phone as well as on a large screen, and usable with a keyboard or a screen reader."] }),
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "A growing community." }), " Members and visitors can suggest quotes they love. Listening to quotes read aloud, saving favourites and sharing them with friends are part of the same idea."] })
			] }),
			/* @__PURE__ */ jsx("h2", { children: "How quotes get here" }),
			/* @__PURE__ */ jsx("p", { children: "Every quote submitted to Echoes is reviewed by a moderator before it is displayed. We check that it is attributed to the right person, that it fits one of our categories and that it is respectful of others. Quotes that are still waiting for review are visible only to the person who submitted them." }),
			/* @__PURE__ */ jsx("h2", { children: "What we care about" }),
			/* @__PURE__ */ jsxs("ul", { children: [
				/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("strong", { children: "Attribution." }), " Words belong to the people who said or wrote them, so every quote names its author."] }),
				/* @__PURE__ */ jsxs("li", { children: [
					/* @__PURE__ */ jsx("strong", { children: "Privacy." }),
					" We keep only the data the service needs. Read our",
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: "/privacy",
						children: "Privacy Policy"
					}),
					" for the details."
				] }),
				/* @__PURE__ */ jsxs("li", { children: [
					/* @__PURE__ */ jsx("strong", { children: "Fair rules." }),
					" Our ",
					/* @__PURE__ */ jsx(Link, {
						to: "/terms",
						children: "Terms of Service"
					}),
					" explain what you can expect from us and what we ask of you."
				] })
			] }),
			/* @__PURE__ */ jsx("h2", {
				id: "credits",
				children: "Credits"
			}),
			/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("a", {
				href: QUOTESLATE_URL,
				rel: "noopener noreferrer",
				target: "_blank",
				children: "Quotes from QuoteSlate"
			}) }),
			/* @__PURE__ */ jsx("p", { children: "The demo collection comes from the QuoteSlate project by Musheer Alam and is used under the MIT licence (Copyright © 2024 Musheer Alam). The licence allows the quotes to be used, copied and shared, provided the copyright notice and the permission notice are kept with them." }),
			/* @__PURE__ */ jsx("p", { children: "Echoes itself is open-source software, also released under the MIT licence." })
		]
	}) });
}
export { AboutPage as component };
