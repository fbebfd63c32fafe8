import { CalendarDaysIcon } from "lucide-react";
import type { PublicProfile } from "#contracts/profiles.ts";
import { initialsOfName, profileStats } from "../profile-format.ts";
import { formatMonthYear } from "#client/lib/dates.ts";

/** A member's name, when they joined and what they have contributed. */
export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  return (
    <header className="flex flex-col gap-6 sm:flex-row sm:items-center" data-testid="profile-header">
      <div
        aria-hidden="true"
        className="flex size-20 shrink-0 items-center justify-center rounded-full bg-primary/10 text-2xl font-semibold text-primary"
      >
        {initialsOfName(profile.display_name)}
      </div>
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl font-semibold tracking-tight break-words sm:text-4xl" data-testid="profile-name">
          {profile.display_name}
        </h1>
        <p className="mt-2 flex items-center gap-1.5 text-muted-foreground">
          <CalendarDaysIcon aria-hidden="true" className="size-4" />
          Member since <time dateTime={profile.member_since}>{formatMonthYear(profile.member_since)}</time>
        </p>
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2" data-testid="profile-counts">
          {profileStats(profile.counts).map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{stat.value.toLocaleString("en-US")}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}
