import { createFileRoute } from "@tanstack/react-router";
import { AdminAudioView } from "#client/features/audio/components/admin-audio-view.tsx";
import type { AdminAudioFilter } from "#client/features/audio/api/get-admin-audio.ts";
import { usePageTitle } from "#client/lib/page-head.tsx";

interface AudioTabSearch {
  view?: "without";
  q?: string;
  page?: number;
}

export const Route = createFileRoute("/admin/audio")({
  validateSearch: (search: Record<string, unknown>): AudioTabSearch => {
    const page = Number(search.page);
    return {
      ...(search.view === "without" ? { view: "without" as const } : {}),
      ...(typeof search.q === "string" && search.q.trim() ? { q: search.q.trim().slice(0, 200) } : {}),
      ...(Number.isInteger(page) && page > 1 ? { page } : {}),
    };
  },
  component: AudioTab,
});

function AudioTab() {
  usePageTitle("Audio · Admin");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Pages count from 1 in the URL and from 0 in the filter.
  const filter: AdminAudioFilter = { narrated: search.view !== "without", q: search.q, page: (search.page ?? 1) - 1 };
  const setFilter = (next: AdminAudioFilter) =>
    void navigate({
      search: {
        ...(next.narrated ? {} : { view: "without" as const }),
        ...(next.q ? { q: next.q } : {}),
        ...(next.page > 0 ? { page: next.page + 1 } : {}),
      },
      replace: true,
    });
  return <AdminAudioView filter={filter} onFilterChange={setFilter} />;
}
