import { useState } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { REVIEW_MESSAGES } from "#contracts/review.ts";
import { ReviewView } from "#client/features/review/components/review-view.tsx";
import { browserTimeZone } from "#client/features/review/review-session.ts";
import { usePageTitle } from "#client/lib/page-head.tsx";
import { RequireSignIn } from "../layout/access-gates.tsx";
import { PageContainer } from "../layout/page.tsx";
import { ReviewAudio, stopReviewAudio } from "../review-audio.tsx";
import { useViewer } from "../use-viewer.ts";

export const Route = createFileRoute("/review")({
  component: ReviewRoute,
});

function ReviewRoute() {
  return (
    <RequireSignIn what="your daily review">
      <ReviewPage />
    </RequireSignIn>
  );
}

function ReviewPage() {
  usePageTitle(REVIEW_MESSAGES.title);
  const viewer = useViewer();
  const [timezone] = useState(browserTimeZone);
  if (!viewer) return null;
  return (
    <PageContainer>
      <ReviewView
        userId={viewer.id}
        timezone={timezone}
        renderAudio={(quote) => <ReviewAudio quote={quote} />}
        onCardChange={stopReviewAudio}
      />
    </PageContainer>
  );
}
