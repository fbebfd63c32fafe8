import type { ReactNode } from "react";
import { EyeIcon, ImageIcon, PenLineIcon } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import type { EditorTab } from "../editor-types.ts";

/**
 * The editor's tabs (SPEC §2): Text, Background and Preview. The Text tab stays mounted while hidden, so its fields keep
 * their values and can take focus when a check sends the editor back to them.
 */
export function QuoteEditorTabs({
  tab,
  onTabChange,
  text,
  background,
  preview,
}: {
  tab: EditorTab;
  onTabChange: (tab: EditorTab) => void;
  text: ReactNode;
  background: ReactNode;
  preview: ReactNode;
}) {
  return (
    <Tabs
      value={tab}
      onValueChange={(next) => onTabChange(next === "preview" || next === "background" ? next : "text")}
      className="flex min-h-0 flex-1 flex-col gap-0"
    >
      <div className="border-b px-4 pb-3 sm:px-6">
        <TabsList className="grid w-full grid-cols-3 sm:w-96">
          <TabsTrigger value="text">
            <PenLineIcon aria-hidden="true" />
            Text
          </TabsTrigger>
          <TabsTrigger value="background">
            <ImageIcon aria-hidden="true" />
            Background
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

        <TabsContent value="background">{background}</TabsContent>

        <TabsContent value="preview">{preview}</TabsContent>
      </div>
    </Tabs>
  );
}
