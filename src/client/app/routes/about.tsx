import { createFileRoute, Link } from "@tanstack/react-router";
import { SITE_NAME, usePageHead } from "#client/lib/page-head.tsx";
import { PageContainer } from "../layout/page.tsx";

export const Route = createFileRoute("/about")({
  component: AboutPage,
});

const QUOTESLATE_URL = "https://github.com/musheer360/QuoteSlate";

function AboutPage() {
  usePageHead({
    title: `About — ${SITE_NAME}`,
    description:
      "About Echoes: why it exists, where its quotes come from and how they are reviewed before they are published.",
    canonicalPath: "/about",
  });
  return (
    <PageContainer>
      <article className="prose-page">
        <h1>About Echoes</h1>
        <p className="lead">
          Echoes is a public place to discover, read and share meaningful quotes from around the world — the lines
          people keep coming back to, long after they first read them.
        </p>

        <h2>Why we built it</h2>
        <p>
          A good quote can change the shape of a day. It can name a feeling you could not put into words, give you the
          nudge to start something, or remind you that someone else has stood where you are standing. Echoes exists to
          make those words easy to find, pleasant to read and simple to pass on.
        </p>

        <h2>What you will find here</h2>
        <ul>
          <li>
            <strong>A curated collection.</strong> Quotes from writers, philosophers, scientists, leaders and everyday
            people, each shown with its author, its category and a few tags that describe it.
          </li>
          <li>
            <strong>Room to read.</strong> A calm layout with light and dark themes, designed to be comfortable on a
            phone as well as on a large screen, and usable with a keyboard or a screen reader.
          </li>
          <li>
            <strong>A growing community.</strong> Members and visitors can suggest quotes they love. Listening to quotes
            read aloud, saving favourites and sharing them with friends are part of the same idea.
          </li>
        </ul>

        <h2>How quotes get here</h2>
        <p>
          Every quote submitted to Echoes is reviewed by a moderator before it is displayed. We check that it is
          attributed to the right person, that it fits one of our categories and that it is respectful of others. Quotes
          that are still waiting for review are visible only to the person who submitted them.
        </p>

        <h2>What we care about</h2>
        <ul>
          <li>
            <strong>Attribution.</strong> Words belong to the people who said or wrote them, so every quote names its
            author.
          </li>
          <li>
            <strong>Privacy.</strong> We keep only the data the service needs. Read our{" "}
            <Link to="/privacy">Privacy Policy</Link> for the details.
          </li>
          <li>
            <strong>Fair rules.</strong> Our <Link to="/terms">Terms of Service</Link> explain what you can expect from
            us and what we ask of you.
          </li>
        </ul>

        <h2 id="credits">Credits</h2>
        <p>
          <a href={QUOTESLATE_URL} rel="noopener noreferrer" target="_blank">
            Quotes from QuoteSlate
          </a>
        </p>
        <p>
          The demo collection comes from the QuoteSlate project by Musheer Alam and is used under the MIT licence
          (Copyright © 2024 Musheer Alam). The licence allows the quotes to be used, copied and shared, provided the
          copyright notice and the permission notice are kept with them.
        </p>
        <p>Echoes itself is open-source software, also released under the MIT licence.</p>
      </article>
    </PageContainer>
  );
}
