import { a as __toESM, n as require_react, t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
import { F as DialogDescription, H as badgeStatus, K as ownerEditReturnsToReview, L as DialogHeader, M as Dialog, P as DialogContent, R as DialogTitle, U as canDeleteQuote, V as EDITOR_TOASTS, Z as Spinner, kt as Link, lt as TriangleExclamationPoint, mt as Plus, pt as Quote, q as reviewRequestStatus, st as X } from "./index-B9EO6Tp7.js";
import { n as Badge, s as CircleCheck, t as Skeleton } from "./skeleton-0XFADqjC.js";
import { n as toast } from "./dist-BXu7aPWd.js";
import { t as can } from "./permissions-CeLJ-25C.js";
import { a as QuoteStatusSchema, c as normaliseTags, i as QuoteCreateSchema, n as QUOTE_MESSAGES, o as SourceInputSchema, r as QUOTE_TEXT_MAX, s as TagsSchema, t as AnonymousQuoteSchema } from "./quotes-Egg038Tj.js";
import { n as STATUS_LABELS, r as visibleTags, t as QuoteStatusBadge } from "./quote-status-badge-DUYzuCdi.js";
import { o as useComposedRefs, s as createLucideIcon, t as Button } from "./button-C9VChmVY.js";
import { t as cn } from "./utils-BjUhbVWX.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DYezUBQg.js";
import { W as useQueryClient, r as apiFetch, t as ApiError } from "./api-BnqfSDLB.js";
import { a as Controller, c as useFormContext, i as u, l as useFormState, n as FormAlert, o as FormProvider, r as FormField, s as useForm, u as useWatch } from "./form-field-9eXmwWOd.js";
import { t as useMutation } from "./useMutation-V3Zq-FO2.js";
import { n as invalidateQuoteQueries } from "./quote-cache-C4V2Gj4v.js";
import { n as messageOf, t as isUnauthorized } from "./errors-DXZmDIap.js";
import { n as EmailInput, t as fieldErrorsOf } from "./field-errors-x743PwIs.js";
import { a as Trash, i as TabsTrigger, n as TabsContent, r as TabsList, t as Tabs } from "./tabs-BAoQ_pS1.js";
import { d as string, l as object } from "./schemas-B-ba1ytk.js";
import { t as Eye } from "./eye-DANhbeYL.js";
import { t as CATEGORIES } from "./constants-DC2r50n9.js";
import { t as Input } from "./input-VpiLYCxB.js";
import { t as Textarea } from "./textarea-CamOxjWg.js";
import { t as ChevronDown } from "./chevron-down-C5j84dOh.js";
import { a as composeEventHandlers, i as useControllableState, n as useId, o as useLayoutEffect2, r as Presence, s as createContextScope } from "./dist-DA6yL9LE.js";
import { t as Primitive } from "./dist-CHY1q1fc.js";
import { t as ExternalLink } from "./external-link-CCUnjvQO.js";
// node_modules/lucide-react/dist/esm/icons/info.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "info",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}],
		["path", {
			d: "M12 16v-4",
			key: "1dtifu"
		}],
		["path", {
			d: "M12 8h.01",
			key: "e9boi3"
		}]
	]
};
__iconData$2.node;
var Info = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/pen-line.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "pen-line",
	size: 24,
	node: [["path", {
		d: "M13 21h8",
		key: "1jsn5i"
	}], ["path", {
		d: "M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z",
		key: "1a8usu"
	}]],
	aliases: ["edit-3"]
};
__iconData$1.node;
var PenLine = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/send.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "send",
	size: 24,
	node: [["path", {
		d: "M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z",
		key: "1ffxy3"
	}], ["path", {
		d: "m21.854 2.147-10.94 10.939",
		key: "12cjpa"
	}]]
};
__iconData.node;
var Send = createLucideIcon(__iconData);
// node_modules/@radix-ui/react-collapsible/dist/index.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", {
	value,
	configurable: true
});
var COLLAPSIBLE_NAME = "Collapsible";
var [createCollapsibleContext, createCollapsibleScope] = createContextScope(COLLAPSIBLE_NAME);
var [CollapsibleProvider, useCollapsibleContext] = createCollapsibleContext(COLLAPSIBLE_NAME);
var Collapsible$1 = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function Collapsible2(props, forwardedRef) {
	const { __scopeCollapsible, open: openProp, defaultOpen, disabled, onOpenChange, ...collapsibleProps } = props;
	const [open, setOpen] = useControllableState({
		prop: openProp,
		defaultProp: defaultOpen ?? false,
		onChange: onOpenChange,
		caller: COLLAPSIBLE_NAME
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CollapsibleProvider, {
		scope: __scopeCollapsible,
		disabled,
		contentId: useId(),
		open,
		onOpenToggle: import_react.useCallback(() => setOpen((prevOpen) => !prevOpen), [setOpen]),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.div, {
			"data-state": getState(open),
			"data-disabled": disabled ? "" : void 0,
			...collapsibleProps,
			ref: forwardedRef
		})
	});
}, "Collapsible"));
var TRIGGER_NAME = "CollapsibleTrigger";
var CollapsibleTrigger$1 = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function CollapsibleTrigger2(props, forwardedRef) {
	const { __scopeCollapsible, ...triggerProps } = props;
	const context = useCollapsibleContext(TRIGGER_NAME, __scopeCollapsible);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.button, {
		type: "button",
		"aria-controls": context.open ? context.contentId : void 0,
		"aria-expanded": context.open || false,
		"data-state": getState(context.open),
		"data-disabled": context.disabled ? "" : void 0,
		disabled: context.disabled,
		...triggerProps,
		ref: forwardedRef,
		onClick: composeEventHandlers(props.onClick, context.onOpenToggle)
	});
}, "CollapsibleTrigger"));
var CONTENT_NAME = "CollapsibleContent";
var CollapsibleContent$1 = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function CollapsibleContent2(props, forwardedRef) {
	const { forceMount, ...contentProps } = props;
	const context = useCollapsibleContext(CONTENT_NAME, props.__scopeCollapsible);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Presence, {
		present: forceMount || context.open,
		children: ({ present }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CollapsibleContentImpl, {
			...contentProps,
			ref: forwardedRef,
			present
		})
	});
}, "CollapsibleContent"));
var CollapsibleContentImpl = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function CollapsibleContentImpl2(props, forwardedRef) {
	const { __scopeCollapsible, present, children, ...contentProps } = props;
	const context = useCollapsibleContext(CONTENT_NAME, __scopeCollapsible);
	const [isPresent, setIsPresent] = import_react.useState(present);
	const ref = import_react.useRef(null);
	const composedRefs = useComposedRefs(forwardedRef, ref);
	const heightRef = import_react.useRef(0);
	const height = heightRef.current;
	const widthRef = import_react.useRef(0);
	const width = widthRef.current;
	const isOpen = context.open || isPresent;
	const isMountAnimationPreventedRef = import_react.useRef(isOpen);
	const originalStylesRef = import_react.useRef(void 0);
	import_react.useEffect(() => {
		const rAF = requestAnimationFrame(() => isMountAnimationPreventedRef.current = false);
		return () => cancelAnimationFrame(rAF);
	}, []);
	useLayoutEffect2(() => {
		const node = ref.current;
		if (node) {
			originalStylesRef.current = originalStylesRef.current || {
				transitionDuration: node.style.transitionDuration,
				animationName: node.style.animationName
			};
			node.style.transitionDuration = "0s";
			node.style.animationName = "none";
			const rect = node.getBoundingClientRect();
			heightRef.current = rect.height;
			widthRef.current = rect.width;
			if (!isMountAnimationPreventedRef.current) {
				node.style.transitionDuration = originalStylesRef.current.transitionDuration;
				node.style.animationName = originalStylesRef.current.animationName;
			}
			setIsPresent(present);
		}
	}, [context.open, present]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.div, {
		"data-state": getState(context.open),
		"data-disabled": context.disabled ? "" : void 0,
		id: context.contentId,
		hidden: !isOpen,
		...contentProps,
		ref: composedRefs,
		style: {
			[`--radix-collapsible-content-height`]: height ? `${height}px` : void 0,
			[`--radix-collapsible-content-width`]: width ? `${width}px` : void 0,
			...props.style
		},
		children: isOpen && children
	});
}, "CollapsibleContentImpl"));
function getState(open) {
	return open ? "open" : "closed";
}
__name(getState, "getState");
// src/client/features/quote-editor/api/get-quote-source.ts
/** GET /api/quotes/{id}: the quote with its source, to fill in the editor's source fields. */
function getQuoteWithSource(id, signal) {
	return apiFetch(`/api/quotes/${encodeURIComponent(id)}`, { signal });
}
/** The same key as the quote page's query, so an opened quote is not fetched twice. */
function quoteWithSourceQueryOptions(id) {
	return queryOptions({
		queryKey: ["/api/quotes", id],
		queryFn: ({ signal }) => getQuoteWithSource(id, signal)
	});
}
function useQuoteWithSource(id) {
	return useQuery({
		...quoteWithSourceQueryOptions(id ?? ""),
		enabled: id !== void 0
	});
}
// src/client/features/quote-editor/api/create-quote.ts
/** POST /api/quotes (signed in): the new quote, its source and near-duplicates already in the catalogue. */
function createQuote(body) {
	return apiFetch("/api/quotes", {
		method: "POST",
		json: body
	});
}
function useCreateQuote() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createQuote,
		onSuccess: () => invalidateQuoteQueries(queryClient)
	});
}
// src/client/features/quote-editor/api/submit-anonymous-quote.ts
/** POST /api/quotes/submit-anonymous: a visitor's submission with their e-mail; always pending (429 when rate limited). */
function submitAnonymousQuote(body) {
	return apiFetch("/api/quotes/submit-anonymous", {
		method: "POST",
		json: body,
		anonymous: true
	});
}
function useSubmitAnonymousQuote() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: submitAnonymousQuote,
		onSuccess: () => invalidateQuoteQueries(queryClient)
	});
}
// src/client/features/quote-editor/api/update-quote.ts
/** PATCH /api/quotes/{id} (owner or admin): any subset of the fields; answers the updated quote. */
function updateQuote(id, body) {
	return apiFetch(`/api/quotes/${encodeURIComponent(id)}`, {
		method: "PATCH",
		json: body
	});
}
function useUpdateQuote() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ id, body }) => updateQuote(id, body),
		onSuccess: () => invalidateQuoteQueries(queryClient)
	});
}
// src/client/features/quote-editor/quote-form.ts
var SOURCE_KEYS = [
	"name",
	"author",
	"url",
	"publication_date",
	"type"
];
function emptySource() {
	return {
		name: "",
		author: "",
		url: "",
		publication_date: "",
		type: ""
	};
}
/** The optional source counts as given as soon as one of its fields has text. */
function hasSourceInput(source) {
	return SOURCE_KEYS.some((key) => source[key].trim() !== "");
}
var SourceFormSchema = object({
	name: string(),
	author: string(),
	url: string(),
	publication_date: string(),
	type: string()
}).superRefine((source, ctx) => {
	if (!hasSourceInput(source)) return;
	const parsed = SourceInputSchema.safeParse(source);
	if (parsed.success) return;
	for (const issue of parsed.error.issues) ctx.addIssue({
		code: "custom",
		message: issue.message,
		path: issue.path
	});
}).transform((source) => {
	if (!hasSourceInput(source)) return null;
	const parsed = SourceInputSchema.safeParse(source);
	return parsed.success ? parsed.data : null;
});
/**
* The editor's form: the contract's own field rules and messages (SPEC §5), an optional source that is
* validated only when filled in, and the e-mail only for anonymous visitors.
*/
function quoteFormSchema({ anonymous }) {
	const fields = QuoteCreateSchema.shape;
	return object({
		text: fields.text,
		author: fields.author,
		category: fields.category,
		tags: TagsSchema,
		context: fields.context,
		description: fields.description,
		reference_url: fields.reference_url,
		source: SourceFormSchema,
		email: anonymous ? AnonymousQuoteSchema.shape.email : string(),
		status: QuoteStatusSchema
	});
}
/** The form's starting values: empty for a new quote (pending by default, SPEC §4), the quote's own in edit. */
function defaultFormValues(quote) {
	const source = quote?.source;
	return {
		text: quote?.text ?? "",
		author: quote?.author ?? "",
		category: quote?.category ?? "",
		tags: quote?.tags ?? [],
		context: quote?.context ?? "",
		description: quote?.description ?? "",
		reference_url: quote?.reference_url ?? "",
		source: source ? {
			name: source.name,
			author: source.author ?? "",
			url: source.url ?? "",
			publication_date: source.publication_date ?? "",
			type: source.type ?? ""
		} : emptySource(),
		email: "",
		status: quote?.status ?? "pending"
	};
}
/** Statuses an admin may pick (SPEC §4): an initial one on add (default pending), any of the four on edit. */
function statusOptions(mode) {
	return mode === "edit" ? [
		"draft",
		"pending",
		"rejected",
		"approved"
	] : [
		"pending",
		"draft",
		"approved"
	];
}
/**
* The status to send (SPEC §4). Save as Draft gives draft and Submit for Review gives pending; in edit,
* review keeps an approved or rejected status (undefined: the field is left out, and the server puts an
* owner's edited public or refused quote back to pending). Admins send the status they picked.
*/
function statusToSend({ action, mode, currentStatus, chosenStatus }) {
	if (action === "save") return chosenStatus;
	if (action === "draft") return "draft";
	return reviewRequestStatus(mode, currentStatus);
}
function commonFields(values) {
	return {
		text: values.text,
		author: values.author,
		category: values.category,
		tags: values.tags,
		context: values.context ?? null,
		description: values.description ?? null,
		reference_url: values.reference_url ?? null
	};
}
function toCreateBody(values, status) {
	return {
		...commonFields(values),
		...values.source ? { source: values.source } : {},
		...status ? { status } : {}
	};
}
function toAnonymousBody(values) {
	return {
		...commonFields(values),
		...values.source ? { source: values.source } : {},
		email: values.email
	};
}
/** An edit sends every field of the form; a cleared source detaches the quote's source. */
function toUpdateBody(values, status, quote) {
	const body = { ...commonFields(values) };
	if (values.source) body.source = values.source;
	else if (quote.source_id) body.source = null;
	if (status) body.status = status;
	return body;
}
var TOP_LEVEL = /* @__PURE__ */ new Set([
	"text",
	"author",
	"category",
	"tags",
	"context",
	"description",
	"reference_url",
	"email",
	"status"
]);
/** The form field a server validation key ("tags.0", "source.url") belongs to, if any. */
function formFieldOf(serverKey) {
	const [head, sub] = serverKey.split(".");
	if (head === void 0) return void 0;
	if (head === "source") return SOURCE_KEYS.includes(sub ?? "") ? `source.${sub}` : void 0;
	return TOP_LEVEL.has(head) ? head : void 0;
}
// src/client/features/quote-editor/form-errors.ts
/** The order in which fields are checked for the first error to focus. */
var FIELD_ORDER = [
	"email",
	"text",
	"author",
	"category",
	"tags",
	"context",
	"description",
	"reference_url",
	"source.name",
	"source.author",
	"source.url",
	"source.publication_date",
	"source.type",
	"status"
];
function errorAt(errors, field) {
	if (field.startsWith("source.")) {
		const key = field.slice(7);
		return errors.source?.[key]?.message;
	}
	return errors[field]?.message;
}
/** The first field, in the form's order, that shows an error. */
function firstErrorField(errors) {
	return FIELD_ORDER.find((field) => errorAt(errors, field));
}
/** The tags' error: the list's own (too many) or the first tag's (too long). */
function tagsError(error) {
	if (!error) return void 0;
	if (error.message) return error.message;
	return Object.values(error).find((item) => typeof item?.message === "string")?.message;
}
/**
* The server's field errors that the form can show, at the form's fields. The e-mail and status fields are not
* always on the form: errors for a field that is not shown are left out.
*/
function serverFieldErrors(error, shown) {
	const errors = [];
	for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
		const field = formFieldOf(key);
		if (!field || field === "email" && !shown.email || field === "status" && !shown.status) continue;
		errors.push([field, message]);
	}
	return errors;
}
/**
* What a failed save says (SPEC §8): an update "Update failed"; a create that got no answer "Error", one the
* server refused "Submission failed". The server's own message goes above the buttons unless fields show it.
*/
function saveFailureMessages(error, write, fieldsShowIt) {
	if (write === "update") {
		const { updateFailed } = EDITOR_TOASTS;
		return {
			toast: updateFailed,
			formError: fieldsShowIt ? null : messageOf(error, updateFailed.description)
		};
	}
	if (!(error instanceof ApiError)) {
		const { submitError } = EDITOR_TOASTS;
		return {
			toast: submitError,
			formError: submitError.description
		};
	}
	const { submissionFailed } = EDITOR_TOASTS;
	return {
		toast: submissionFailed,
		formError: fieldsShowIt ? null : messageOf(error, submissionFailed.description)
	};
}
// src/client/features/quote-editor/use-quote-editor-form.ts
/**
* The editor's form state and saving (SPEC §4, §5, §8): anonymous visitors submit with an e-mail, signed-in users
* save a draft or submit for review, admins save with the status they pick. A failed check or save shows the Text
* tab (and the source fields when they hold the error) and focuses the first field in error.
*/
function useQuoteEditorForm({ quote, viewer, onSaved, onSignInRequired }) {
	const mode = quote ? "edit" : "create";
	const anonymous = viewer === null;
	const admin = can(viewer?.role, "approveQuotes");
	const [schema] = (0, import_react.useState)(() => quoteFormSchema({ anonymous }));
	const form = useForm({
		resolver: u(schema),
		defaultValues: defaultFormValues(quote),
		shouldFocusError: false
	});
	const [tab, setTab] = (0, import_react.useState)("text");
	const [sourceOpen, setSourceOpen] = (0, import_react.useState)(() => Boolean(quote?.source));
	const [pendingAction, setPendingAction] = (0, import_react.useState)(null);
	const [formError, setFormError] = (0, import_react.useState)(null);
	const tagsInputRef = (0, import_react.useRef)(null);
	const create = useCreateQuote();
	const submitAnonymous = useSubmitAnonymousQuote();
	const update = useUpdateQuote();
	const values = useWatch({ control: form.control });
	const focusField = (field) => {
		if (field === "tags") tagsInputRef.current?.focus();
		else form.setFocus(field);
	};
	const revealFirstError = (fieldErrors) => {
		const first = firstErrorField(fieldErrors);
		setTab("text");
		if (first?.startsWith("source.")) setSourceOpen(true);
		if (first) requestAnimationFrame(() => focusField(first));
	};
	/** Puts the server's field errors at their fields; true when there were any. */
	const applyServerErrors = (error) => {
		const fieldErrors = serverFieldErrors(error, {
			email: anonymous,
			status: admin
		});
		for (const [field, message] of fieldErrors) form.setError(field, {
			type: "server",
			message
		});
		if (fieldErrors.length > 0) revealFirstError(form.formState.errors);
		return fieldErrors.length > 0;
	};
	const failed = (error, write) => {
		if (isUnauthorized(error) && !anonymous) {
			toast.error(EDITOR_TOASTS.signInRequired.title, { description: EDITOR_TOASTS.signInRequired.description });
			onSignInRequired?.();
			return;
		}
		const messages = saveFailureMessages(error, write, applyServerErrors(error));
		toast.error(messages.toast.title, { description: messages.toast.description });
		setFormError(messages.formError);
	};
	/** The submit handler of one of the form's buttons. */
	const save = (action) => form.handleSubmit(async (output) => {
		setFormError(null);
		setPendingAction(action);
		try {
			if (quote) {
				if (!quote.id) {
					toast.error(EDITOR_TOASTS.missingId.title, { description: EDITOR_TOASTS.missingId.description });
					return;
				}
				const status = statusToSend({
					action,
					mode,
					currentStatus: quote.status,
					chosenStatus: output.status
				});
				try {
					onSaved({
						kind: "updated",
						quote: await update.mutateAsync({
							id: quote.id,
							body: toUpdateBody(output, status, quote)
						})
					});
				} catch (error) {
					failed(error, "update");
				}
				return;
			}
			try {
				if (anonymous) onSaved({
					kind: "created",
					action: "anonymous",
					quote: await submitAnonymous.mutateAsync(toAnonymousBody(output))
				});
				else {
					const status = statusToSend({
						action,
						mode,
						chosenStatus: output.status
					});
					onSaved({
						kind: "created",
						action,
						quote: await create.mutateAsync(toCreateBody(output, status))
					});
				}
			} catch (error) {
				failed(error, "create");
			}
		} finally {
			setPendingAction(null);
		}
	}, (fieldErrors) => revealFirstError(fieldErrors));
	return {
		form,
		mode,
		anonymous,
		admin,
		values,
		tab,
		setTab,
		sourceOpen,
		setSourceOpen,
		tagsInputRef,
		pendingAction,
		formError,
		save,
		previewStatus: anonymous ? "pending" : admin ? values.status : mode === "edit" ? quote?.status ?? null : "pending",
		returnsToReviewFrom: quote && !admin && ownerEditReturnsToReview(quote.status) ? quote.status : null
	};
}
// src/client/features/quote-editor/components/delete-quote-button.tsx
/**
* The editor's Delete button, shown only where the viewer may delete the quote (SPEC §4: owners their quotes
* that are not approved, admins any). It asks for deletion; the confirmation is DeleteQuoteDialog's.
*/
function DeleteQuoteButton({ quote, viewer, disabled, onDelete }) {
	if (!canDeleteQuote(viewer, quote)) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		type: "button",
		variant: "ghost",
		className: "text-destructive hover:bg-destructive/10 hover:text-destructive",
		disabled,
		onClick: () => onDelete(quote),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, { "aria-hidden": "true" }), "Delete"]
	});
}
// src/client/features/quote-editor/components/quote-editor-tabs.tsx
/**
* The editor's tabs (SPEC §2): Text and Preview. The Text tab stays mounted while hidden, so its fields keep
* their values and can take focus when a check sends the editor back to them.
*/
function QuoteEditorTabs({ tab, onTabChange, text, preview }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
		value: tab,
		onValueChange: (next) => onTabChange(next === "preview" ? "preview" : "text"),
		className: "flex min-h-0 flex-1 flex-col gap-0",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "border-b px-4 pb-3 sm:px-6",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TabsList, {
				className: "grid w-full grid-cols-2 sm:w-72",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TabsTrigger, {
					value: "text",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PenLine, { "aria-hidden": "true" }), "Text"]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TabsTrigger, {
					value: "preview",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Eye, { "aria-hidden": "true" }), "Preview"]
				})]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6",
			"data-testid": "quote-editor-body",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsContent, {
				value: "text",
				forceMount: true,
				className: "grid gap-5 data-[state=inactive]:hidden",
				children: text
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsContent, {
				value: "preview",
				children: preview
			})]
		})]
	});
}
// src/client/features/quote-editor/components/field.tsx
/** The editor's form field: top-aligned in its grid cell, and a hint stays visible beside an error. */
function Field({ className, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
		...props,
		hintWithError: true,
		className: cn("content-start", className)
	});
}
// src/client/components/ui/collapsible.tsx
function Collapsible(props) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collapsible$1, {
		"data-slot": "collapsible",
		...props
	});
}
function CollapsibleTrigger(props) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CollapsibleTrigger$1, {
		"data-slot": "collapsible-trigger",
		...props
	});
}
function CollapsibleContent(props) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CollapsibleContent$1, {
		"data-slot": "collapsible-content",
		...props
	});
}
// src/client/features/quote-editor/components/source-fields.tsx
/** The optional source (book, speech, film…), folded away until opened; it opens by itself on an error. */
function SourceFields({ open, onOpenChange }) {
	const { control, register } = useFormContext();
	const { errors } = useFormState({ control });
	const source = useWatch({
		control,
		name: "source"
	});
	const shown = open || Boolean(errors.source);
	const given = hasSourceInput(source);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collapsible, {
		open: shown,
		onOpenChange,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "rounded-lg border",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CollapsibleTrigger, {
				asChild: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: "flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left text-sm font-medium outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [given ? "Source" : "Add source", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "ml-2 font-normal text-muted-foreground",
						children: given && source.name.trim() ? source.name.trim() : "(optional) book, speech, film…"
					})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDown, {
						"aria-hidden": "true",
						className: cn("size-4 shrink-0 text-muted-foreground transition-transform", shown && "rotate-180")
					})]
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CollapsibleContent, {
				className: "grid gap-4 border-t px-4 pt-4 pb-4 sm:grid-cols-2",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						label: "Name",
						error: errors.source?.name?.message,
						className: "sm:col-span-2",
						children: (fieldControl) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							...fieldControl,
							...register("source.name"),
							placeholder: "e.g. Meditations"
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						label: "Author",
						optional: true,
						error: errors.source?.author?.message,
						children: (fieldControl) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							...fieldControl,
							...register("source.author")
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						label: "Type",
						optional: true,
						error: errors.source?.type?.message,
						children: (fieldControl) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							...fieldControl,
							...register("source.type"),
							placeholder: "book, speech, interview…"
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						label: "URL",
						optional: true,
						error: errors.source?.url?.message,
						children: (fieldControl) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							...fieldControl,
							...register("source.url"),
							type: "url",
							inputMode: "url",
							placeholder: "https://"
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						label: "Publication date",
						optional: true,
						error: errors.source?.publication_date?.message,
						children: (fieldControl) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							...fieldControl,
							...register("source.publication_date"),
							type: "date"
						})
					})
				]
			})]
		})
	});
}
// src/client/components/ui/native-select.tsx
/** A styled native <select>: keyboard, screen readers and mobile pickers work as the platform does. */
function NativeSelect({ className, wrapperClassName, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		"data-slot": "native-select-wrapper",
		className: cn("relative w-full", wrapperClassName),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
			"data-slot": "native-select",
			className: cn("flex h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none [color-scheme:light] disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm dark:bg-input/30 dark:[color-scheme:dark]", "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50", "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40", className),
			...props
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDown, {
			"aria-hidden": "true",
			className: "pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
		})]
	});
}
// src/client/features/quote-editor/components/select-field.tsx
/** A labelled native select bound to one of the quote form's choice fields. */
function SelectField({ name, label, className, testId, children }) {
	const { control } = useFormContext();
	const { errors } = useFormState({
		control,
		name
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
		label,
		error: errors[name]?.message,
		children: (fieldControl) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
			control,
			name,
			render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelect, {
				...fieldControl,
				ref: field.ref,
				name: field.name,
				value: field.value,
				onChange: field.onChange,
				onBlur: field.onBlur,
				className: className?.(field.value),
				"data-testid": testId,
				children
			})
		})
	});
}
// src/client/features/quote-editor/components/status-field.tsx
/** The status an admin gives the quote (SPEC §4). */
function StatusField({ mode }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
		name: "status",
		label: "Status",
		testId: "quote-status-select",
		children: statusOptions(mode).map((status) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: status,
			children: STATUS_LABELS[status]
		}, status))
	});
}
// src/client/features/quote-editor/components/tags-input.tsx
/** Adds the tags in `text` ("a, b") to `tags`: lower-cased, trimmed, without duplicates (SPEC §5). */
function addTags(tags, text) {
	return normaliseTags([...tags, ...text.split(",")]);
}
/**
* Tags as removable chips in front of a text input: Enter or a comma adds what was typed, Backspace in the
* empty input removes the last tag, and leaving the field adds any text still in it.
*/
function TagsInput({ id, value, onChange, onBlur, inputRef, max, placeholder, ...aria }) {
	const [draft, setDraft] = (0, import_react.useState)("");
	const full = max !== void 0 && value.length >= max;
	/** Adds the tags in `text`; what follows the last comma stays in the input. */
	const commit = (text, rest = "") => {
		setDraft(rest);
		if (text.trim() === "") return;
		const next = addTags(value, text).slice(0, max ?? Infinity);
		if (next.length !== value.length || next.some((tag, i) => tag !== value[i])) onChange(next);
	};
	const onInput = (text) => {
		const cut = text.lastIndexOf(",");
		if (cut === -1) setDraft(text);
		else commit(text.slice(0, cut), text.slice(cut + 1));
	};
	const onKeyDown = (event) => {
		if (event.key === "Enter" || event.key === ",") {
			event.preventDefault();
			commit(draft);
		} else if (event.key === "Backspace" && draft === "" && value.length > 0) {
			event.preventDefault();
			onChange(value.slice(0, -1));
		}
	};
	const remove = (tag) => onChange(value.filter((t) => t !== tag));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("flex min-h-9 w-full flex-wrap items-center gap-1.5 rounded-md border border-input bg-transparent px-2 py-1.5 shadow-xs transition-[color,box-shadow] dark:bg-input/30", "focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50", aria["aria-invalid"] && "border-destructive ring-destructive/20 dark:ring-destructive/40"),
		children: [value.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			"aria-label": "Added tags",
			className: "contents",
			children: value.map((tag) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				"data-testid": "tag-chip",
				className: "inline-flex max-w-full items-center gap-1 rounded-md bg-secondary py-0.5 pr-0.5 pl-2 text-xs font-medium text-secondary-foreground",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "truncate",
					children: tag
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					onClick: () => remove(tag),
					"aria-label": `Remove tag ${tag}`,
					className: "inline-flex size-5 items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
						"aria-hidden": "true",
						className: "size-3"
					})
				})]
			}, tag))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			ref: inputRef,
			id,
			type: "text",
			value: draft,
			onChange: (event) => onInput(event.target.value),
			onKeyDown,
			onBlur: () => {
				commit(draft);
				onBlur?.();
			},
			placeholder: full ? `At most ${max} tags` : value.length === 0 ? placeholder : "Add another tag",
			autoComplete: "off",
			enterKeyHint: "done",
			className: "h-6 min-w-24 flex-1 bg-transparent px-1 text-base outline-none placeholder:text-muted-foreground md:text-sm",
			...aria
		})]
	});
}
// src/client/features/quote-editor/components/quote-fields.tsx
/** The Text tab: the quote, its author, category and tags, notes, reference, status (admins) and source. */
function QuoteFields({ mode, anonymous, admin, returnsToReviewFrom, tagsInputRef, sourceOpen, onSourceOpenChange }) {
	const { control, register } = useFormContext();
	const { errors } = useFormState({ control });
	const textLength = useWatch({
		control,
		name: "text"
	}).length;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		returnsToReviewFrom && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-200",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Info, {
				"aria-hidden": "true",
				className: "mt-0.5 size-4 shrink-0"
			}), returnsToReviewFrom === "approved" ? "This quote is published. Saving your changes sends it back for review." : "This quote was not approved. Saving your changes sends it back for review."]
		}),
		anonymous && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
			label: "Your email",
			error: errors.email?.message,
			hint: "Needed because you are not signed in. We only use it if we have a question about your quote.",
			children: (fieldControl) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailInput, {
				...fieldControl,
				...register("email"),
				autoFocus: true
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
			label: "Quote",
			error: errors.text?.message,
			aside: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: cn("text-xs tabular-nums text-muted-foreground", textLength > 2e3 && "font-medium text-destructive"),
				"data-testid": "quote-text-count",
				children: [
					textLength.toLocaleString("en-US"),
					" / ",
					QUOTE_TEXT_MAX.toLocaleString("en-US"),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "sr-only",
						children: " characters"
					})
				]
			}),
			children: (fieldControl) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
				...fieldControl,
				...register("text"),
				rows: 4,
				autoFocus: !anonymous,
				placeholder: "The words, exactly as they were said or written",
				className: "min-h-28 text-base"
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid gap-5 sm:grid-cols-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: "Author",
				error: errors.author?.message,
				children: (fieldControl) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					...fieldControl,
					...register("author"),
					maxLength: 250,
					autoComplete: "off",
					placeholder: "Who said or wrote it"
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectField, {
				name: "category",
				label: "Category",
				className: (value) => cn(!value && "text-muted-foreground"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					disabled: true,
					children: "Select a category"
				}), CATEGORIES.map((category) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: category,
					className: "text-foreground",
					children: category.charAt(0).toUpperCase() + category.slice(1)
				}, category))]
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
			label: "Tags",
			optional: true,
			error: tagsError(errors.tags),
			hint: "Press Enter or type a comma to add a tag.",
			children: (fieldControl) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "tags",
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TagsInput, {
					...fieldControl,
					value: field.value,
					onChange: field.onChange,
					onBlur: field.onBlur,
					inputRef: (element) => {
						tagsInputRef.current = element;
						field.ref(element);
					},
					max: 20,
					placeholder: "e.g. courage, hope"
				})
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
			label: "Context",
			optional: true,
			error: errors.context?.message,
			children: (fieldControl) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
				...fieldControl,
				...register("context"),
				rows: 2,
				placeholder: "When, where or why it was said"
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
			label: "Description",
			optional: true,
			error: errors.description?.message,
			children: (fieldControl) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
				...fieldControl,
				...register("description"),
				rows: 2,
				placeholder: "What it means to you, or what it is about"
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: cn("grid gap-5", admin && "sm:grid-cols-2"),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: "Reference URL",
				optional: true,
				error: errors.reference_url?.message,
				children: (fieldControl) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					...fieldControl,
					...register("reference_url"),
					type: "url",
					inputMode: "url",
					autoComplete: "url",
					placeholder: "https://"
				})
			}), admin && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusField, { mode })]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SourceFields, {
			open: sourceOpen,
			onOpenChange: onSourceOpenChange
		})
	] });
}
// src/client/features/quote-editor/components/quote-preview.tsx
/**
* The quote as its card will show it (text, author, category, the first three tags then "+N more", and the
* owner's status badge), then the details its page adds.
*/
function QuotePreview({ values, status }) {
	const badge = badgeStatus(status);
	const { shown, hidden } = visibleTags(values.tags);
	const text = values.text.trim();
	const author = values.author.trim();
	const category = values.category.trim();
	const context = (values.context ?? "").trim();
	const description = (values.description ?? "").trim();
	const reference = (values.reference_url ?? "").trim();
	const sourceName = values.source.name.trim();
	const sourceBits = [
		values.source.author.trim(),
		values.source.publication_date.trim(),
		values.source.type.trim()
	].filter(Boolean).join(" · ");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-4",
		"data-testid": "quote-preview",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex min-h-48 flex-col rounded-xl border bg-card text-card-foreground shadow-sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figure", {
				className: "flex flex-1 flex-col gap-3 px-5 pt-5 pb-4",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex items-start justify-between gap-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Quote, {
							"aria-hidden": "true",
							className: "size-5 shrink-0 text-primary"
						}), badge && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteStatusBadge, { status: badge })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("blockquote", {
						className: "text-lg leading-relaxed text-pretty break-words whitespace-pre-line",
						children: text ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: text }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "text-muted-foreground italic",
							children: "Your quote will appear here."
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figcaption", {
						className: "mt-auto pt-2 text-sm font-medium text-muted-foreground",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							"aria-hidden": "true",
							children: "— "
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("cite", {
							className: "not-italic",
							children: author || "Author"
						})]
					})
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap gap-1.5 border-t px-5 py-3",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						variant: category ? "default" : "outline",
						className: "capitalize",
						children: category || "No category"
					}),
					shown.map((tag) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						variant: "outline",
						className: "max-w-40 truncate font-normal text-muted-foreground",
						children: tag
					}, tag)),
					hidden > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "self-center text-xs text-muted-foreground",
						children: [
							"+",
							hidden,
							" more"
						]
					})
				]
			})]
		}), (context || description || reference || sourceName) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
			className: "grid gap-3 rounded-lg border border-dashed p-4 text-sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-xs font-medium tracking-wide text-muted-foreground uppercase",
					children: "On the quote's page"
				}),
				context && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PreviewDetail, {
					term: "Context",
					children: context
				}),
				description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PreviewDetail, {
					term: "Description",
					children: description
				}),
				sourceName && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PreviewDetail, {
					term: "Source",
					children: [sourceName, sourceBits && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "text-muted-foreground",
						children: [" — ", sourceBits]
					})]
				}),
				reference && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PreviewDetail, {
					term: "Reference",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "inline-flex max-w-full items-center gap-1 break-all text-primary",
						children: [reference, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink, {
							"aria-hidden": "true",
							className: "size-3.5 shrink-0"
						})]
					})
				})
			]
		})]
	});
}
function PreviewDetail({ term, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-0.5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
			className: "text-xs text-muted-foreground",
			children: term
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
			className: "break-words whitespace-pre-line",
			children
		})]
	});
}
// src/client/features/quote-editor/components/submit-actions.tsx
/**
* Cancel and the ways to save (SPEC §4): admins Save with the status they picked; signed-in users Save as Draft
* or Submit for Review; anonymous visitors only submit for review. The submit button is the form's own.
*/
function SubmitActions({ admin, anonymous, pendingAction, onCancel, onSaveDraft }) {
	const busy = pendingAction !== null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid w-full grid-cols-2 gap-2 sm:ml-auto sm:flex sm:w-auto sm:items-center",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			type: "button",
			variant: "outline",
			onClick: onCancel,
			disabled: busy,
			children: "Cancel"
		}), admin ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
			type: "submit",
			disabled: busy,
			children: [pendingAction === "save" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}), "Save"]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [!anonymous && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
			type: "button",
			variant: "secondary",
			disabled: busy,
			onClick: onSaveDraft,
			children: [pendingAction === "draft" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}), "Save as Draft"]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
			type: "submit",
			disabled: busy,
			className: cn(!anonymous && "col-span-2 sm:col-span-1"),
			children: [pendingAction === "review" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Send, { "aria-hidden": "true" }), "Submit for Review"]
		})] })]
	});
}
// src/client/features/quote-editor/components/quote-editor-form.tsx
/**
* The add/edit quote form with its Text and Preview tabs (SPEC §2, §4, §5). Anonymous visitors give an e-mail
* and submit for review; signed-in users save a draft or submit for review; admins pick the status and save.
*/
function QuoteEditorForm({ quote, viewer, onSaved, onCancel, onDelete, onSignInRequired }) {
	const editor = useQuoteEditorForm({
		quote,
		viewer,
		onSaved,
		onSignInRequired
	});
	const { form, mode, anonymous, admin, pendingAction } = editor;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormProvider, {
		...form,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			noValidate: true,
			onSubmit: (event) => void editor.save(admin ? "save" : "review")(event),
			"aria-label": mode === "edit" ? "Edit quote" : "Submit a quote",
			className: "flex min-h-0 flex-1 flex-col",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteEditorTabs, {
				tab: editor.tab,
				onTabChange: editor.setTab,
				text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteFields, {
					mode,
					anonymous,
					admin,
					returnsToReviewFrom: editor.returnsToReviewFrom,
					tagsInputRef: editor.tagsInputRef,
					sourceOpen: editor.sourceOpen,
					onSourceOpenChange: editor.setSourceOpen
				}),
				preview: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuotePreview, {
					values: editor.values,
					status: editor.previewStatus
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-3 border-t bg-muted/30 px-4 py-3 sm:px-6",
				children: [editor.formError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, { children: editor.formError }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap items-center gap-2",
					children: [quote && onDelete && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteQuoteButton, {
						quote,
						viewer,
						disabled: pendingAction !== null,
						onDelete
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitActions, {
						admin,
						anonymous,
						pendingAction,
						onCancel,
						onSaveDraft: (event) => void editor.save("draft")(event)
					})]
				})]
			})]
		})
	});
}
// src/client/features/quote-editor/components/quote-editor-dialog.tsx
/** What a saved quote's toast and success panel say. */
function createdMessage({ action, quote }) {
	switch (action) {
		case "draft": return {
			title: "Draft saved",
			description: "Your draft is in your dashboard. Submit it for review when it is ready."
		};
		case "save": return {
			title: "Quote saved",
			description: `Saved as ${STATUS_LABELS[quote.status].toLowerCase()}.`
		};
		case "anonymous": return {
			title: "Quote submitted",
			description: "Thank you! Your quote will be reviewed before it is published."
		};
		default: return {
			title: "Quote submitted",
			description: "Thank you! Your quote will appear once it has been reviewed. Follow it in your dashboard."
		};
	}
}
/** The add/edit quote dialog (SPEC §2): the form, then — after adding — a short confirmation. */
function QuoteEditorDialog({ open, onOpenChange, quote, viewer, onDelete, onSignInRequired, onAddAnother, onCloseAutoFocus }) {
	const [created, setCreated] = (0, import_react.useState)(null);
	const mode = quote ? "edit" : "create";
	const admin = can(viewer?.role, "approveQuotes");
	const needsSource = quote !== null && quote.source === void 0 && quote.source_id !== null;
	const detail = useQuoteWithSource(needsSource ? quote.id : void 0);
	const editable = !needsSource ? quote : detail.data ? {
		...quote,
		source: detail.data.source
	} : detail.isError ? quote : void 0;
	const onSaved = (result) => {
		if (result.kind === "updated") {
			const back = !admin && result.quote.status === "pending" && quote?.status !== "pending";
			toast.success("Quote updated", { description: back ? "It is waiting for review again." : `Status: ${STATUS_LABELS[result.quote.status]}.` });
			onOpenChange(false);
			return;
		}
		const message = createdMessage(result);
		toast.success(message.title, { description: message.description });
		setCreated({
			action: result.action,
			quote: result.quote
		});
	};
	const description = mode === "edit" ? "Change the quote's text and details. The preview shows it as its card will." : viewer === null ? "Share a quote you love. Every quote is reviewed before it is published." : admin ? "Add a quote to the catalogue and choose its status." : "Share a quote you love. Save it as a draft or submit it for review.";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			className: cn("flex max-h-[calc(100dvh-2rem)] flex-col gap-0 overflow-hidden p-0 sm:max-w-2xl", !created && "sm:h-[min(50rem,calc(100dvh-4rem))]"),
			"data-testid": "quote-editor",
			onCloseAutoFocus,
			onInteractOutside: (event) => {
				if (!created) event.preventDefault();
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogHeader, {
				className: "px-4 pt-5 pb-4 pr-12 text-left sm:px-6",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: mode === "edit" ? "Edit quote" : "Submit a quote" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, { children: created ? createdMessage(created).title : description })]
			}), created ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmissionSuccess, {
				created,
				signedIn: viewer !== null,
				onClose: () => onOpenChange(false),
				onAddAnother
			}) : editable === void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorSkeleton, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteEditorForm, {
				quote: editable,
				viewer,
				onSaved,
				onCancel: () => onOpenChange(false),
				onDelete,
				onSignInRequired
			})]
		})
	});
}
function SubmissionSuccess({ created, signedIn, onClose, onAddAnother }) {
	const message = createdMessage(created);
	const { quote } = created;
	const duplicates = quote.duplicates;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex min-h-0 flex-1 flex-col",
		"data-testid": "quote-editor-success",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid min-h-0 flex-1 justify-items-center gap-3 overflow-y-auto px-4 pt-2 pb-6 text-center sm:px-6",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "flex size-12 items-center justify-center rounded-full bg-emerald-500/10",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleCheck, {
						"aria-hidden": "true",
						className: "size-6 text-emerald-600 dark:text-emerald-400"
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "text-lg font-semibold",
					role: "status",
					children: message.title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "max-w-md text-sm text-muted-foreground",
					children: message.description
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("blockquote", {
					className: "w-full max-w-md rounded-lg border bg-card p-4 text-left",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "line-clamp-4 text-pretty break-words",
						children: quote.text
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("footer", {
						className: "mt-2 flex items-center justify-between gap-2 text-sm text-muted-foreground",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("cite", {
							className: "truncate not-italic",
							children: ["— ", quote.author]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteStatusBadge, { status: quote.status })]
					})]
				}),
				duplicates.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					role: "alert",
					className: "grid w-full max-w-md gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-left text-sm text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100",
					"data-testid": "duplicate-warning",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "flex items-center gap-2 font-medium",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TriangleExclamationPoint, {
							"aria-hidden": "true",
							className: "size-4 shrink-0"
						}), QUOTE_MESSAGES.similarExists]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: "grid gap-1.5",
						children: duplicates.map((duplicate) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: "/quote/$slug",
							params: { slug: duplicate.url_slug },
							onClick: onClose,
							className: "line-clamp-2 rounded-sm underline underline-offset-2 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50",
							children: [
								"“",
								duplicate.text,
								"” — ",
								duplicate.author
							]
						}) }, duplicate.id))
					})]
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-wrap items-center justify-end gap-2 border-t bg-muted/30 px-4 py-3 sm:px-6",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					type: "button",
					variant: "outline",
					onClick: onAddAnother,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, { "aria-hidden": "true" }), "Submit another"]
				}),
				signedIn && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					variant: "secondary",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: "/dashboard",
						onClick: onClose,
						children: "Go to dashboard"
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "button",
					onClick: onClose,
					autoFocus: true,
					children: "Done"
				})
			]
		})]
	});
}
function EditorSkeleton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-5 px-4 py-5 sm:px-6",
		role: "status",
		"aria-label": "Loading the quote",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-9 w-72" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-28 w-full" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-5 sm:grid-cols-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-9 w-full" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-9 w-full" })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-9 w-full" })
		]
	});
}
export { QuoteEditorDialog as default };
