import { i as useQuote, t as Route } from "../entry-server.js";
import { t as QuoteDetailPage } from "./quote-detail-page-BPVpWLXx.js";
import { jsx } from "react/jsx-runtime";
// src/client/app/routes/quote/id/$id.tsx?tsr-split=component
function QuoteByIdPage() {
	const { id } = Route.useParams();
	const query = useQuote(id);
	return /* @__PURE__ */ jsx(QuoteDetailPage, { query });
}
export { QuoteByIdPage as component };
