import type { LandingPage } from '@loyalty/contract';
import { GiftIcon } from '@/components/ui/icons';
import type { I18n } from '@/i18n/create-i18n';
import { formatDate, wallClockIn } from '@/lib/dates';
import { LandingActions } from './landing-actions';

export interface LandingScreenProps {
  page: LandingPage;
  dateFormat: string;
  /** The business's time zone: the end date is the one its clock shows. */
  timeZone: string;
  /** The page's translator (the server's: the picture, words and gift are rendered there and ship no script). */
  t: I18n['t'];
}

/** A campaign's page: its picture and words, the gift on offer, and the phone-number form that claims it. */
export function LandingScreen({ page, dateFormat, timeZone, t }: LandingScreenProps) {
  const { gift } = page;

  return (
    <article className="mx-auto flex w-full max-w-xl flex-col gap-6" lang={page.language}>
      <header className="overflow-hidden rounded-3xl bg-primary text-primary-foreground">
        {page.imageUrl && (
          // A plain <img>: business images live on hosts next/image does not know.
          <img src={page.imageUrl} alt="" className="h-48 w-full object-cover sm:h-64" />
        )}
        <div className="flex flex-col gap-3 px-6 py-8 sm:px-8">
          <h1 className="text-3xl font-bold text-balance">{page.title}</h1>
          {page.text && (
            <p className="max-w-prose text-base leading-relaxed whitespace-pre-line">{page.text}</p>
          )}
          {page.activeUntil && (
            <p className="text-sm opacity-90">
              {t('landing.ends', { date: formatDate(wallClockIn(page.activeUntil, timeZone), dateFormat) })}
            </p>
          )}
        </div>
      </header>

      <section
        aria-labelledby="gift-title"
        className="flex gap-4 rounded-2xl border border-border bg-surface p-5"
      >
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <GiftIcon />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-medium text-muted-foreground">{t('landing.gift.title')}</p>
          {/* <bdi>: the business may name its gift in another script than the page's ("10% off a book" on a
              Hebrew page); isolated, it reads in its own order and keeps the page's alignment. */}
          <h2 id="gift-title" className="text-xl font-semibold">
            <bdi>{gift.name}</bdi>
          </h2>
          {gift.description && (
            <p className="text-sm">
              <bdi>{gift.description}</bdi>
            </p>
          )}
          {gift.validDays && (
            <p className="text-sm text-muted-foreground">
              {t('landing.gift.valid', { days: gift.validDays })}
            </p>
          )}
        </div>
      </section>

      <LandingActions page={page} />
    </article>
  );
}
