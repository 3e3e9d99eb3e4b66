'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { createFocusReturn } from '@/lib/focus-return';
import type { DeletionRequest } from '@loyalty/contract';
import { useGetLegalLinksQuery } from '../api/get-legal-links';
import { DataExportForm } from './data-export-form';
import { DeletionForm } from './deletion-form';

export interface LegalPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Signed-in members also get consent-and-rights, portability-and-report and the credits link. */
  isMember: boolean;
  /** The member's e-mail, prefilled in the export form. */
  memberEmail: string | null;
  onDelete: (request: DeletionRequest) => Promise<boolean>;
}

/**
 * The legal and data panel: a bottom sheet under 768 px, a side sheet from the end edge above.
 * The legal links are fetched when it opens and open in a new tab; the member's sections fold open one at a time.
 */
export function LegalPanel({ open, onOpenChange, isMember, memberEmail, onDelete }: LegalPanelProps) {
  const { t } = useTranslation();
  const { data: links, isFetching } = useGetLegalLinksQuery({ skip: !open });
  const [expanded, setExpanded] = useState<string | null>(null);
  // Opened from the drawer, which closes meanwhile: focus goes back to the menu button.
  const [focusReturn] = useState(createFocusReturn);
  const legal = [
    ['privacy', links?.privacyPolicyUrl, 'legal-links.privacy-policy'],
    ['terms', links?.termsOfUseUrl, 'legal-links.terms'],
    ['loyalty', links?.loyaltyTermsUrl, 'legal-links.loyalty-terms'],
  ] as const;

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={focusReturn.onOpenAutoFocus}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
          data-testid="legal-panel"
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col gap-4 overflow-y-auto rounded-t-2xl border border-border bg-surface p-5 text-foreground shadow-xl md:inset-y-0 md:start-auto md:end-0 md:max-h-none md:w-[28rem] md:rounded-none md:rounded-s-2xl"
        >
          <RadixDialog.Title className="pe-12 text-xl font-bold">{t('legal-links.title')}</RadixDialog.Title>
          <RadixDialog.Close
            aria-label={t('general.close')}
            className="absolute end-3 top-3 inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface hover:bg-foreground/10"
          >
            <span aria-hidden="true">{'\u2715'}</span>
          </RadixDialog.Close>
          <ul
            className="flex flex-col divide-y divide-border rounded-xl border border-border"
            aria-busy={isFetching}
          >
            {legal.map(([name, url, key]) => (
              <li key={name}>
                {url ? (
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex min-h-12 items-center justify-between gap-2 px-4 font-medium text-link underline-offset-4 hover:underline"
                  >
                    {t(key)}
                    <span className="sr-only"> {t('auth.legal.new.tab')}</span>
                    <span aria-hidden="true">{'\u2197'}</span>
                  </a>
                ) : (
                  <p className="flex min-h-12 items-center justify-between gap-2 px-4 text-muted-foreground">
                    {t(key)}
                    <span className="text-sm">
                      {isFetching ? t('general.loading') : t('legal-links.unavailable')}
                    </span>
                  </p>
                )}
              </li>
            ))}
            {isMember && (
              <>
                <AccordionItem
                  title={t('legal-links.consent-and-rights.title')}
                  expanded={expanded === 'rights'}
                  onToggle={() => setExpanded(expanded === 'rights' ? null : 'rights')}
                >
                  <DeletionForm onDelete={onDelete} />
                </AccordionItem>
                <AccordionItem
                  title={t('legal-links.data-and-report.title')}
                  expanded={expanded === 'export'}
                  onToggle={() => setExpanded(expanded === 'export' ? null : 'export')}
                >
                  <DataExportForm defaultEmail={memberEmail} />
                </AccordionItem>
                <li>
                  <a
                    href="/credits"
                    onClick={() => onOpenChange(false)}
                    className="flex min-h-12 items-center px-4 font-medium text-link underline-offset-4 hover:underline"
                  >
                    {t('legal-links.credits')}
                  </a>
                </li>
              </>
            )}
          </ul>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function AccordionItem({
  title,
  expanded,
  onToggle,
  children,
}: {
  title: string;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <li>
      <h3>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={expanded}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
          className="flex min-h-12 w-full items-center justify-between gap-2 px-4 text-start font-medium hover:bg-foreground/5"
        >
          {title}
          <span aria-hidden="true" className={expanded ? 'rotate-180' : undefined}>
            {'\u25BE'}
          </span>
        </button>
      </h3>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!expanded}
        className="px-4 pb-4"
      >
        {expanded && children}
      </div>
    </li>
  );
}
