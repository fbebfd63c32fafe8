import type { ReactNode } from "react";
import { EyeIcon, PenLineIcon } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import type { EditorTab } from "../editor-types.ts";

/**
 * The editor's tabs (SPEC §2): Text and Preview. The Text tab stays mounted while hidden, so its fields keep
 * their values and can take focus when a check sends the editor back to them.
 */
export function QuoteEditorTabs({
  tab,
  onTabChange,
  text,
  preview,
}: {
  tab: EditorTab;
  onTabChange: (tab: EditorTab) => void;
  text: ReactNode;
  preview: ReactNode;
}) {
  return (
    <Tabs
      value={tab}
      onValueChange={(next) => onTabChange(next === "preview" ? "preview" : "text")}
      className="flex min-h-0 flex-1 flex-col gap-0"
    >
      <div className="border-b px-4 pb-3 sm:px-6">
        <TabsList className="grid w-full grid-cols-2 sm:w-72">
          <TabsTrigger value="text">
            <PenLineIcon aria-hidden="true" />
            Text
          </TabsTrigger>
          <TabsTrigger value="preview">
            <EyeIcon aria-hidden="true" />
            Preview
          </TabsTrigger>
        </TabsList>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6" data-testid="quote-editor-body">
        <TabsContent value="text" forceMount className="grid gap-5 data-[state=inactive]:hidden">
          {text}
        </TabsContent>

        <TabsContent value="preview">{preview}</TabsContent>
      </div>
    </Tabs>
  );
}
