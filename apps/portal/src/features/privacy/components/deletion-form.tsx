'use client';

import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { DeletionRequest } from '@loyalty/contract';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog } from '@/components/ui/dialog';

const CHOICES = [
  ['privacyPolicy', 'legal-links.consent-and-rights.privacy-policy'],
  ['rightToErasure', 'legal-links.consent-and-rights.right-to-erasure'],
  ['objectPersonalData', 'legal-links.consent-and-rights.object-personal-data'],
] as const satisfies readonly (readonly [keyof DeletionRequest, string])[];

export interface DeletionFormProps {
  /** Sends the request; resolves true when the account is gone. */
  onDelete: (request: DeletionRequest) => Promise<boolean>;
}

/**
 * Consent and rights: three checkboxes, the button enabled once one is ticked, and a
 * yes/no confirmation before anything happens. A failure shows no message (section 8); the button comes back.
 */
export function DeletionForm({ onDelete }: DeletionFormProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<DeletionRequest>({
    privacyPolicy: false,
    rightToErasure: false,
    objectPersonalData: false,
  });
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const anyTicked = Object.values(choices).some(Boolean);

  const confirm = async () => {
    setPending(true);
    const deleted = await onDelete(choices);
    setPending(false);
    if (!deleted) setConfirming(false);
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('legal-links.consent-and-rights.description')}</p>
      {CHOICES.map(([name, key]) => (
        <CheckboxField
          key={name}
          label={t(key)}
          checked={choices[name]}
          onChange={(event) => setChoices((current) => ({ ...current, [name]: event.target.checked }))}
        />
      ))}
      <Button disabled={!anyTicked} onClick={() => setConfirming(true)}>
        {t('legal-links.consent-and-rights.submit')}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!pending) setConfirming(open);
        }}
        title={t('legal-links.consent-and-rights.confirm.title')}
        closeLabel={t('general.close')}
      >
        <p className="text-sm">{t('legal-links.consent-and-rights.confirm.description')}</p>
        <div className="flex justify-end gap-2">
          <Button variant="outline" disabled={pending} onClick={() => setConfirming(false)}>
            {t('general.no')}
          </Button>
          <Button disabled={pending} onClick={confirm}>
            {t('general.yes')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
