import type { ReactNode } from "react";
import { AudioLinesIcon, EyeIcon, ImageIcon, PenLineIcon } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { cn } from "#client/lib/utils.ts";
import type { EditorTab } from "../editor-types.ts";

/** On a phone the four tabs stack their icon over the label, so that "Background" fits its quarter. */
const NARROW_TAB = "max-sm:flex-col max-sm:gap-0.5 max-sm:px-1 max-sm:py-1.5 max-sm:text-[11px]";

/**
 * The editor's tabs (docs/product/screens.md): Text, Audio (for signed-in users), Background and Preview. The Text tab stays mounted
 * while hidden, so its fields keep their values and can take focus when a check sends the editor back to them.
 */
export function QuoteEditorTabs({
  tab,
  onTabChange,
  text,
  audio,
  background,
  preview,
}: {
  tab: EditorTab;
  onTabChange: (tab: EditorTab) => void;
  text: ReactNode;
  /** The Audio tab's content; without it there is no Audio tab. */
  audio?: ReactNode;
  background: ReactNode;
  preview: ReactNode;
}) {
  return (
    <Tabs
      value={tab}
      onValueChange={(next) =>
        onTabChange(next === "preview" || next === "background" || (next === "audio" && audio) ? next : "text")
      }
      className="flex min-h-0 flex-1 flex-col gap-0"
    >
      <div className="border-b px-4 pb-3 sm:px-6">
        <TabsList
          className={cn("grid w-full max-sm:h-auto", audio ? "grid-cols-4 sm:w-[32rem]" : "grid-cols-3 sm:w-96")}
        >
          <TabsTrigger value="text" className={NARROW_TAB}>
            <PenLineIcon aria-hidden="true" />
            Text
          </TabsTrigger>
          {audio && (
            <TabsTrigger value="audio" className={NARROW_TAB}>
              <AudioLinesIcon aria-hidden="true" />
              Audio
            </TabsTrigger>
          )}
          <TabsTrigger value="background" className={NARROW_TAB}>
            <ImageIcon aria-hidden="true" />
            Background
          </TabsTrigger>
          <TabsTrigger value="preview" className={NARROW_TAB}>
            <EyeIcon aria-hidden="true" />
            Preview
          </TabsTrigger>
        </TabsList>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6" data-testid="quote-editor-body">
        <TabsContent value="text" forceMount className="grid gap-5 data-[state=inactive]:hidden">
          {text}
        </TabsContent>

        {audio && <TabsContent value="audio">{audio}</TabsContent>}

        <TabsContent value="background">{background}</TabsContent>

        <TabsContent value="preview">{preview}</TabsContent>
      </div>
    </Tabs>
  );
}
