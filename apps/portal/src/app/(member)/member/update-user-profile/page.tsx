import { UpdateProfileForm } from '@/features/profile/components/update-profile-form';

/** `/member/update-user-profile`: the profile-update page; the member layout checks the session. */
export default function UpdateUserProfilePage() {
  return <UpdateProfileForm />;
}
