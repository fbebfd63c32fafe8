import { i as useQuote, t as Route } from "./index-B9EO6Tp7.js";
import { t as QuoteDetailPage } from "./quote-detail-page-BaJrxqU0.js";
import { t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
// src/client/app/routes/quote/id/$id.tsx?tsr-split=component
var import_jsx_runtime = require_jsx_runtime();
function QuoteByIdPage() {
	const { id } = Route.useParams();
	const query = useQuote(id);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteDetailPage, { query });
}
export { QuoteByIdPage as component };
