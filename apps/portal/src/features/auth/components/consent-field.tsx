'use client';

import { useTranslation } from '@/i18n/react';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { useBusiness } from '../hooks/use-business';

export interface ConsentFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}

/** The consent checkbox with the business's legal links (configuration legalLinks), each in a new tab. */
export function ConsentField({ checked, onChange, error }: ConsentFieldProps) {
  const { t } = useTranslation();
  const { legalLinks } = useBusiness();
  const links = [
    { url: legalLinks.termsOfUseUrl, label: t('auth.legal.terms') },
    { url: legalLinks.loyaltyTermsUrl, label: t('auth.legal.loyalty') },
    { url: legalLinks.privacyPolicyUrl, label: t('auth.legal.privacy') },
  ].filter((link): link is { url: string; label: string } => Boolean(link.url));

  return (
    <div className="flex flex-col gap-2">
      <CheckboxField
        name="consent"
        label={t('auth.consent.label')}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        error={error}
        required
      />
      {links.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 ps-9 text-sm">
          {links.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-6 items-center text-link underline"
              >
                {link.label}
                <span className="sr-only"> {t('auth.legal.new.tab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
