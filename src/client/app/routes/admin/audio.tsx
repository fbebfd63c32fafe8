import { createFileRoute } from "@tanstack/react-router";
import { VerifyAudioFiles } from "#client/features/audio/components/verify-audio-files.tsx";
import { usePageTitle } from "#client/lib/page-head.tsx";

export const Route = createFileRoute("/admin/audio")({
  component: AudioTab,
});

function AudioTab() {
  usePageTitle("Audio · Admin");
  return <VerifyAudioFiles />;
}
