import { n as Route, r as useQuoteBySlug } from "./index-B9EO6Tp7.js";
import { t as QuoteDetailPage } from "./quote-detail-page-BaJrxqU0.js";
import { t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
// src/client/app/routes/quote/$slug.tsx?tsr-split=component
var import_jsx_runtime = require_jsx_runtime();
function QuoteBySlugPage() {
	const { slug } = Route.useParams();
	const query = useQuoteBySlug(slug);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteDetailPage, { query });
}
export { QuoteBySlugPage as component };
