'use client';

import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from '@/i18n/react';
import { BellIcon, GiftIcon, StarIcon } from '@/components/ui/icons';
import { useConfiguration } from '@/features/configuration/hooks/use-configuration';

interface Highlight {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  text: string;
}

const highlights: Highlight[] = [
  { icon: StarIcon, title: 'home.highlight.points.title', text: 'home.highlight.points.text' },
  { icon: GiftIcon, title: 'home.highlight.rewards.title', text: 'home.highlight.rewards.text' },
  { icon: BellIcon, title: 'home.highlight.messages.title', text: 'home.highlight.messages.text' },
];

/** The home page's welcome: the business by name and what its programme offers. */
export function HomeWelcome() {
  const { t } = useTranslation();
  const { businessName } = useConfiguration();

  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="welcome-title"
        className="rounded-3xl bg-primary px-6 py-10 text-primary-foreground sm:px-10"
      >
        <p className="text-sm font-semibold uppercase tracking-wider">{t('home.welcome.eyebrow')}</p>
        <h1 id="welcome-title" className="mt-3 text-3xl font-bold text-balance sm:text-4xl">
          {t('home.welcome.title', { businessName })}
        </h1>
        <p className="mt-4 max-w-prose text-base leading-relaxed">
          {t('home.welcome.intro', { businessName })}
        </p>
        <a
          href="/auth/signin"
          className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-surface px-5 font-semibold text-foreground shadow-sm hover:bg-surface/90 focus-visible:ring-2 focus-visible:ring-surface focus-visible:ring-offset-2 focus-visible:ring-offset-primary focus-visible:outline-none"
          data-testid="home-signin"
        >
          {t('home.welcome.signin')}
        </a>
      </section>
      <section aria-labelledby="highlights-title">
        <h2 id="highlights-title" className="text-xl font-semibold">
          {t('home.highlights.title')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-border bg-surface p-5">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <Icon />
              </span>
              <h3 className="mt-3 font-semibold">{t(title)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
