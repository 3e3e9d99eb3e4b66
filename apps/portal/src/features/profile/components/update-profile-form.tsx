'use client';

import { useState, type FormEvent } from 'react';
import type { MemberDetails } from '@loyalty/contract';
import { useTranslation } from '@/i18n/react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useGetMemberDetailsQuery } from '@/store/member-api';
import { useUpdateProfileMutation } from '../api/update-profile';
import { PROFILE_UPDATED_MESSAGE } from '../profile-frame';
import {
  initialProfileValues,
  updateErrorKey,
  validateProfile,
  type ProfileField,
  type ProfileFormErrors,
  type ProfileFormValues,
} from '../profile-form';

const FIELDS: { name: ProfileField; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'profile.first.name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'profile.last.name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'profile.email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'profile.phone', type: 'tel', autoComplete: 'tel' },
  { name: 'birthday', label: 'profile.birthday', type: 'date', autoComplete: 'bday' },
];

/**
 * The profile-update page's form (`/member/update-user-profile`, shown in the profile-update modal's
 * frame or on its own): the member's details, checked with the contract's rules, saved with PUT. Once
 * saved it tells the parent window (same origin) so the modal refreshes the details and closes.
 */
export function UpdateProfileForm() {
  const { t } = useTranslation();
  const { data, isLoading: loadingDetails, isError: detailsFailed } = useGetMemberDetailsQuery();
  return (
    <section aria-labelledby="update-profile-title" className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <h1 id="update-profile-title" className="text-2xl font-bold">
        {t('profile.update.title')}
      </h1>
      {detailsFailed && <Alert variant="error">{t('general.error')}</Alert>}
      {loadingDetails ? (
        <div aria-busy="true" className="flex flex-col gap-4" data-testid="update-profile-skeleton">
          {[0, 1, 2, 3, 4].map((row) => (
            <div
              key={row}
              className="h-11 animate-pulse rounded-lg bg-foreground/10 motion-reduce:animate-none"
            />
          ))}
        </div>
      ) : (
        // Prefilled once from the details the page loaded with (a refetch must not undo the member's edits).
        <ProfileFields member={data?.member} />
      )}
    </section>
  );
}

function ProfileFields({ member }: { member: MemberDetails['member'] | undefined }) {
  const { t } = useTranslation();
  const [initial] = useState<ProfileFormValues>(() => initialProfileValues(member));
  const [values, setValues] = useState<ProfileFormValues>(initial);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [result, setResult] = useState<'saved' | string | null>(null);
  const [update, { isLoading }] = useUpdateProfileMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const checked = validateProfile(values, initial);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await update(checked.data).unwrap();
      setResult('saved');
      if (window.parent !== window)
        window.parent.postMessage(PROFILE_UPDATED_MESSAGE, window.location.origin);
    } catch (error) {
      setResult(updateErrorKey(error));
    }
  };

  return (
    <>
      {result === 'saved' && <Alert variant="success">{t('profile.update.success')}</Alert>}
      {result && result !== 'saved' && <Alert variant="error">{t(result)}</Alert>}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            label={t(field.label)}
            value={values[field.name]}
            error={errors[field.name] ? t(errors[field.name]!) : null}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
          />
        ))}
        <Button type="submit" disabled={isLoading} aria-busy={isLoading || undefined}>
          {isLoading ? t('profile.update.saving') : t('profile.update.save')}
        </Button>
      </form>
    </>
  );
}
