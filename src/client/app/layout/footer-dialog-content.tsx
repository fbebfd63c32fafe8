import type { ReactNode } from "react";
import { Link, type LinkProps } from "@tanstack/react-router";
import { ArrowRightIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/deferred-dialog.tsx";

export type FooterDialogName = "about" | "privacy" | "terms";

interface FooterDialogText {
  title: string;
  description: string;
  to: LinkProps["to"];
  linkText: string;
  body: ReactNode;
}

const DIALOGS: Record<FooterDialogName, FooterDialogText> = {
  about: {
    title: "About Echoes",
    description: "A public place to discover, read and share meaningful quotes.",
    to: "/about",
    linkText: "Read more about us",
    body: (
      <>
        <p>
          Echoes collects quotes worth remembering from writers, thinkers, leaders and everyday people around the world,
          each shown with its author, category and tags.
        </p>
        <p>
          Every quote submitted to Echoes is reviewed before it appears, so the collection stays accurate, attributed
          and kind.
        </p>
        <p>The demo collection comes from the QuoteSlate project, used under the MIT licence.</p>
      </>
    ),
  },
  privacy: {
    title: "Privacy Policy",
    description: "The short version of how Echoes handles your data.",
    to: "/privacy",
    linkText: "Read the full policy",
    body: (
      <ul>
        <li>Echoes is not intended for children under 13.</li>
        <li>We store what the service needs: your account details, the quotes you submit and your reactions.</li>
        <li>Analytics events are recorded only if you consent, and then only with an anonymised IP address.</li>
        <li>Your preferences, such as the theme, are kept in your browser&apos;s local storage.</li>
        <li>You can ask to see, correct or delete your data at any time.</li>
      </ul>
    ),
  },
  terms: {
    title: "Terms of Service",
    description: "The short version of the rules for using Echoes.",
    to: "/terms",
    linkText: "Read the full terms",
    body: (
      <ul>
        <li>All submitted quotes are reviewed and approved before they are displayed.</li>
        <li>Submit only quotes you are free to share, attributed to the right person.</li>
        <li>Be respectful: no spam, harassment, hateful or illegal content.</li>
        <li>You are responsible for your account and for what you submit with it.</li>
        <li>Echoes is provided as is; the terms may change, and we will say so here when they do.</li>
      </ul>
    ),
  },
};

/** A footer dialog's content: a short version of a page, with a link to the full page (footer-dialogs.tsx). */
export default function FooterDialogContent({ name }: { name: FooterDialogName }) {
  const { title, description, to, linkText, body } = DIALOGS[name];
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <div className="space-y-3 text-sm leading-6 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">{body}</div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        <DialogClose asChild>
          <Button asChild>
            <Link to={to}>
              {linkText}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  );
}
