import { createFileRoute, Link } from "@tanstack/react-router";
import { STORAGE_KEYS } from "#contracts/constants.ts";
import { SITE_NAME, usePageHead } from "#client/lib/page-head.tsx";
import { PageContainer } from "../layout/page.tsx";

export const Route = createFileRoute("/privacy")({
  component: PrivacyPage,
});

const LOCAL_STORAGE: readonly { key: string; purpose: string }[] = [
  { key: STORAGE_KEYS.theme, purpose: "your light, dark or system theme" },
  { key: STORAGE_KEYS.themeScheme, purpose: "your theme colour" },
  { key: STORAGE_KEYS.fontSize, purpose: "your reading font size" },
  { key: STORAGE_KEYS.quoteViewMode, purpose: "how much detail quote cards show" },
  { key: STORAGE_KEYS.volume, purpose: "your audio volume" },
  { key: STORAGE_KEYS.inspireMiniPosition, purpose: "where the Inspire mini player sits" },
  { key: STORAGE_KEYS.inspireMiniSize, purpose: "the size of the Inspire mini player" },
  { key: STORAGE_KEYS.privacyConsent, purpose: "your privacy choices (kept for 1 year)" },
  { key: STORAGE_KEYS.sessionStart, purpose: "when your sign-in session started, to end it on time" },
  { key: STORAGE_KEYS.debugMode, purpose: "whether debugging information is shown" },
];

function PrivacyPage() {
  usePageHead({
    title: `Privacy Policy — ${SITE_NAME}`,
    description: "What Echoes stores about you, why, for how long, and the choices you have.",
    canonicalPath: "/privacy",
  });
  return (
    <PageContainer>
      <article className="prose-page">
        <h1>Privacy Policy</h1>
        <p className="lead">
          This policy explains what Echoes stores about you, why, and the choices you have. We keep only what the
          service needs and never sell your data.
        </p>

        <h2>Children</h2>
        <p>
          Echoes is not intended for children under 13. We do not knowingly collect personal data from children under
          13; if you believe a child has created an account, contact us and we will delete it.
        </p>

        <h2>What we store</h2>
        <ul>
          <li>
            <strong>Account data.</strong> Your e-mail address, first and last name, a securely hashed password (never
            the password itself), your role and your display preferences, such as your theme colour.
          </li>
          <li>
            <strong>Quotes.</strong> The quotes you submit with their details, audio and background, their review status
            and, for anonymous submissions, the e-mail address you gave so that we can contact you about the quote.
          </li>
          <li>
            <strong>Reactions and activity.</strong> Your reactions, bookmarks, saved lists, comments and reports,
            linked to your account so that you can see and change them.
          </li>
          <li>
            <strong>Analytics events.</strong> Only if you consent to analytics: events such as page views, shares and
            filter clicks, with the page address and browser type. IP addresses are anonymised before they are stored.
            Without your consent, no analytics events are recorded.
          </li>
          <li>
            <strong>Security logs.</strong> Technical records of requests, kept for a short time to protect the service
            against abuse.
          </li>
        </ul>

        <h2>Cookies and local storage</h2>
        <p>
          A necessary session cookie may be used to keep you signed in; it lasts only for your session. Your sign-in
          token and account summary are kept in your browser&apos;s session storage and disappear when you close the
          tab. If you consent to analytics, an analytics cookie may be set for up to 2 years; marketing cookies, if ever
          used, need your consent too and last up to 1 year.
        </p>
        <p>These preferences are kept in your browser&apos;s local storage and never leave your device:</p>
        <ul>
          {LOCAL_STORAGE.map(({ key, purpose }) => (
            <li key={key}>
              <code>{key}</code> — {purpose}
            </li>
          ))}
        </ul>
        <p>You can clear them at any time in your browser settings.</p>

        <h2>How we use your data</h2>
        <p>
          We use your data to run your account, show and moderate quotes, keep the service secure and, with your
          consent, understand which features are useful. We do not sell your data or use it for advertising.
        </p>

        <h2>Your rights</h2>
        <p>You can, at any time:</p>
        <ul>
          <li>see the data we hold about you and get a copy of it;</li>
          <li>correct your name and other profile details;</li>
          <li>delete your quotes, reactions and bookmarks, or your whole account;</li>
          <li>withdraw your consent to analytics, after which no new analytics events are recorded;</li>
          <li>object to how we process your data or complain to your data protection authority.</li>
        </ul>

        <h2>Contact</h2>
        <p>
          For any privacy question or request, contact the team that runs this Echoes site. If you have an account,
          write from the e-mail address registered with it so that we can confirm it is you. See also our{" "}
          <Link to="/terms">Terms of Service</Link>.
        </p>
      </article>
    </PageContainer>
  );
}
