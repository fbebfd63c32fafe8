import { B as useQuoteEditor, Dt as usePublicUrl, G as ownerBadgeStatus, Tt as usePageHead, W as canEditQuote, Z as Spinner, dt as SearchX, ft as RotateCw, gt as ArrowLeft, kt as Link, pt as Quote, wt as SITE_NAME } from "./index-B9EO6Tp7.js";
import { t as CircleExclamationPoint } from "./circle-exclamation-point-6AWRQTN1.js";
import { s as createLucideIcon, t as Button } from "./button-C9VChmVY.js";
import { t as ExternalLink$1 } from "./external-link-CCUnjvQO.js";
import { r as badgeVariants, t as Skeleton } from "./skeleton-0XFADqjC.js";
import { n as formatCount, t as cn } from "./utils-BjUhbVWX.js";
import { i as QuoteActions, r as FilterLink, t as QuoteCard } from "./quote-card-DpJRZvC-.js";
import { t as QuoteStatusBadge } from "./quote-status-badge-DUYzuCdi.js";
import { t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
import { t as useViewer } from "./use-viewer-BdHIdAlU.js";
import { t as PageContainer } from "./page-B9qAiS4l.js";
// node_modules/lucide-react/dist/esm/icons/book-open.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "book-open",
	size: 24,
	node: [["path", {
		d: "M12 5v16",
		key: "1f6ucr"
	}], ["path", {
		d: "M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z",
		key: "1fyvmf"
	}]]
};
__iconData.node;
var BookOpen = createLucideIcon(__iconData);
// src/client/features/quotes/components/quote-detail.tsx
var import_jsx_runtime = require_jsx_runtime();
var FETCH_QUOTE_ERROR = "Failed to fetch quote";
var QUOTE_NOT_FOUND = "Quote not found";
var linkClass = "rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50";
function isHttpUrl(value) {
	if (!value) return false;
	try {
		const url = new URL(value);
		return url.protocol === "http:" || url.protocol === "https:";
	} catch {
		return false;
	}
}
var dateFormat = new Intl.DateTimeFormat("en-US", {
	year: "numeric",
	month: "long",
	day: "numeric"
});
function formatDate(value) {
	const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
	if (Number.isNaN(date.getTime())) return value;
	return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Intl.DateTimeFormat("en-US", {
		year: "numeric",
		month: "long",
		day: "numeric",
		timeZone: "UTC"
	}).format(date) : dateFormat.format(date);
}
/** Cuts text at a word boundary to at most `max` characters, with an ellipsis. */
function truncateText(text, max) {
	const clean = text.replace(/\s+/gu, " ").trim();
	if (clean.length <= max) return clean;
	const cut = clean.slice(0, max - 1);
	const space = cut.lastIndexOf(" ");
	return `${(space > max * .6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?—–-]+$/u, "")}…`;
}
/** The document title of a quote page: “The only way to do great work…” — Steve Jobs | Echoes */
function quotePageTitle(quote) {
	return `“${truncateText(quote.text, 60)}” — ${quote.author} | ${SITE_NAME}`;
}
/** The meta description of a quote page: the quote and its author, within 160 characters. */
function quotePageDescription(quote) {
	return truncateText(`“${quote.text}” — ${quote.author}. A ${quote.category} quote on ${SITE_NAME}.`, 160);
}
/** The page head of a quote: title, description, canonical link, share tags and a schema.org Quotation. */
function quotePageHead(quote, publicUrl) {
	const path = `/quote/${encodeURIComponent(quote.url_slug)}`;
	return {
		title: quotePageTitle(quote),
		description: quotePageDescription(quote),
		canonicalPath: path,
		ogType: "article",
		jsonLd: {
			"@context": "https://schema.org",
			"@type": "Quotation",
			text: quote.text,
			creator: {
				"@type": "Person",
				name: quote.author
			},
			...quote.source ? { isPartOf: {
				"@type": "CreativeWork",
				name: quote.source.name
			} } : {},
			keywords: [.../* @__PURE__ */ new Set([quote.category, ...quote.tags])].join(", "),
			dateCreated: quote.created_at,
			url: `${publicUrl}${path}`
		}
	};
}
function QuoteDetailHead({ query }) {
	const publicUrl = usePublicUrl();
	const quote = query.data;
	usePageHead(quote ? quotePageHead(quote, publicUrl) : quote === null ? {
		title: `${QUOTE_NOT_FOUND} | ${SITE_NAME}`,
		status: 404
	} : { title: `Quote | ${SITE_NAME}` });
	return null;
}
/** A quote page: loading, not found, error, or the quote with its details and related quotes. */
function QuoteDetailView({ query, viewer, onEdit }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-3xl",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteDetailHead, { query }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				variant: "ghost",
				size: "sm",
				className: "-ml-3 mb-6 text-muted-foreground",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: "/",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, { "aria-hidden": "true" }), "All quotes"]
				})
			}),
			query.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteDetailSkeleton, {}) : query.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteDetailError, {
				message: query.error.message,
				retrying: query.isFetching,
				onRetry: () => void query.refetch()
			}) : query.data === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteNotFound, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteDetailContent, {
				quote: query.data,
				viewer,
				onEdit
			})
		]
	});
}
var tagClass = cn(badgeVariants({ variant: "outline" }), "font-normal text-muted-foreground hover:border-primary/40 hover:bg-accent hover:text-accent-foreground");
function QuoteDetailContent({ quote, viewer, onEdit }) {
	const source = quote.source;
	const badge = ownerBadgeStatus(viewer, quote);
	const editable = onEdit !== void 0 && canEditQuote(viewer, quote);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		"aria-labelledby": "quote-heading",
		"data-testid": "quote-detail",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h1", {
					id: "quote-heading",
					className: "text-sm font-medium tracking-wide text-primary uppercase",
					children: ["Quote", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "sr-only",
						children: [" by ", quote.author]
					})]
				}), badge && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteStatusBadge, { status: badge })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figure", {
				className: "mt-4 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-10",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex items-start justify-between gap-4",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Quote, {
							"aria-hidden": "true",
							className: "size-8 text-primary"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteActions, {
							quote,
							onEdit: editable ? onEdit : void 0
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("blockquote", {
						className: "mt-4 text-2xl leading-snug font-medium text-pretty break-words sm:text-3xl",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: quote.text })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figcaption", {
						className: "mt-6 text-lg text-muted-foreground",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								"aria-hidden": "true",
								children: "— "
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("cite", {
								className: "font-medium text-foreground not-italic",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterLink, {
									kind: "author",
									value: quote.author,
									className: "hover:text-primary hover:underline",
									children: quote.author
								})
							}),
							source && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [", ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "italic",
								children: source.name
							})] })
						]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-6 flex flex-wrap items-center gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FilterLink, {
					kind: "category",
					value: quote.category,
					className: cn(badgeVariants({ variant: "default" }), "capitalize hover:bg-primary-hover"),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "sr-only",
						children: "Category: "
					}), quote.category]
				}), quote.tags.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					"aria-label": "Tags",
					className: "contents",
					children: quote.tags.map((tag) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
						className: "contents",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterLink, {
							kind: "tag",
							value: tag,
							className: tagClass,
							children: tag
						})
					}, tag))
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: "mt-6 grid grid-cols-[auto_1fr] gap-x-8 gap-y-2 text-sm",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
						className: "text-muted-foreground",
						children: "Added"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
						dateTime: quote.created_at,
						children: formatDate(quote.created_at)
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
						className: "text-muted-foreground",
						children: "Views"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: formatCount(quote.views) }),
					isHttpUrl(quote.reference_url) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
						className: "text-muted-foreground",
						children: "Reference"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
						className: "min-w-0",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink, {
							href: quote.reference_url,
							children: new URL(quote.reference_url).host
						})
					})] })
				]
			}),
			quote.context && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "mt-8",
				"aria-labelledby": "quote-context-heading",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "quote-context-heading",
					className: "text-lg font-semibold tracking-tight",
					children: "Context"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-2 leading-7 text-pretty whitespace-pre-line text-muted-foreground",
					children: quote.context
				})]
			}),
			quote.description && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "mt-8",
				"aria-labelledby": "quote-description-heading",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "quote-description-heading",
					className: "text-lg font-semibold tracking-tight",
					children: "About this quote"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-2 leading-7 text-pretty whitespace-pre-line text-muted-foreground",
					children: quote.description
				})]
			}),
			source && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "mt-8 rounded-xl border bg-muted/30 p-5",
				"aria-labelledby": "quote-source-heading",
				"data-testid": "quote-source",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
						id: "quote-source-heading",
						className: "flex items-center gap-2 text-lg font-semibold tracking-tight",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookOpen, {
							"aria-hidden": "true",
							className: "size-4.5 text-primary"
						}), "Source"]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
						className: "mt-3 grid grid-cols-[auto_1fr] gap-x-8 gap-y-2 text-sm",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
								className: "text-muted-foreground",
								children: "Title"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
								className: "font-medium",
								children: source.name
							}),
							source.author && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
								className: "text-muted-foreground",
								children: "Author"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: source.author })] }),
							source.type && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
								className: "text-muted-foreground",
								children: "Type"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
								className: "capitalize",
								children: source.type
							})] }),
							source.publication_date && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
								className: "text-muted-foreground",
								children: "Published"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
								dateTime: source.publication_date,
								children: formatDate(source.publication_date)
							}) })] }),
							isHttpUrl(source.url) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
								className: "text-muted-foreground",
								children: "Link"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
								className: "min-w-0",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink, {
									href: source.url,
									children: new URL(source.url).host
								})
							})] })
						]
					}),
					source.description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-3 text-sm leading-6 text-pretty text-muted-foreground",
						children: source.description
					})
				]
			})
		]
	}), quote.related.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "related-heading",
		className: "mt-12",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "related-heading",
				className: "text-xl font-semibold tracking-tight",
				children: "Related quotes"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 text-sm text-muted-foreground",
				children: "By the same author or on the same themes."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2",
				"data-testid": "related-quotes",
				children: quote.related.map((related) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
					className: "min-w-0",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteCard, {
						quote: related,
						viewer,
						onEdit
					})
				}, related.id))
			})
		]
	})] });
}
function ExternalLink({ href, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
		href,
		target: "_blank",
		rel: "noopener noreferrer",
		className: `${linkClass} inline-flex max-w-full items-center gap-1`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "truncate",
				children
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink$1, {
				"aria-hidden": "true",
				className: "size-3.5 shrink-0"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "sr-only",
				children: "(opens in a new tab)"
			})
		]
	});
}
function QuoteDetailSkeleton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		"aria-busy": "true",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "sr-only",
				role: "status",
				children: "Loading quote..."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-4 w-16" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-4 rounded-2xl border bg-card p-6 shadow-sm sm:p-10",
				"aria-hidden": "true",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "size-8" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "mt-5 space-y-3",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-7 w-full" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-7 w-4/5" })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "mt-7 h-5 w-40" })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-6 flex gap-2",
				"aria-hidden": "true",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5.5 w-20" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5.5 w-14" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5.5 w-16" })
				]
			})
		]
	});
}
function QuoteNotFound() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mb-4 flex size-12 items-center justify-center rounded-full bg-muted",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchX, {
					"aria-hidden": "true",
					className: "size-6 text-muted-foreground"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "text-2xl font-semibold tracking-tight",
				children: QUOTE_NOT_FOUND
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 max-w-sm text-muted-foreground",
				children: "This quote does not exist, or it is not published yet. It may be waiting for review."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				className: "mt-6",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: "/",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, { "aria-hidden": "true" }), "Browse all quotes"]
				})
			})
		]
	});
}
function QuoteDetailError({ message, onRetry, retrying }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "alert",
		className: "flex flex-col items-center rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-16 text-center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mb-4 flex size-12 items-center justify-center rounded-full bg-destructive/10",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleExclamationPoint, {
					"aria-hidden": "true",
					className: "size-6 text-destructive"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "text-2xl font-semibold tracking-tight",
				children: FETCH_QUOTE_ERROR
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 max-w-md text-sm break-words text-muted-foreground",
				children: message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				className: "mt-6",
				onClick: onRetry,
				disabled: retrying,
				children: [retrying ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RotateCw, { "aria-hidden": "true" }), "Retry"]
			})
		]
	});
}
// src/client/app/layout/quote-detail-page.tsx
/** The page of one quote, however it was looked up (by slug or by id); its owner or an admin may edit it. */
function QuoteDetailPage({ query }) {
	const viewer = useViewer();
	const { openEditor } = useQuoteEditor();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageContainer, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteDetailView, {
		query,
		viewer,
		onEdit: openEditor
	}) });
}
export { QuoteDetailPage as t };
