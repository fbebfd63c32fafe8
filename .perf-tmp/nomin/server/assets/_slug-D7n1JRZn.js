import { n as Route, r as useQuoteBySlug } from "../entry-server.js";
import { t as QuoteDetailPage } from "./quote-detail-page-BPVpWLXx.js";
import { jsx } from "react/jsx-runtime";
// src/client/app/routes/quote/$slug.tsx?tsr-split=component
function QuoteBySlugPage() {
	const { slug } = Route.useParams();
	const query = useQuoteBySlug(slug);
	return /* @__PURE__ */ jsx(QuoteDetailPage, { query });
}
export { QuoteBySlugPage as component };
