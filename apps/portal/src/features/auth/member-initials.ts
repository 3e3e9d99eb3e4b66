/** The avatar's letters: first and last name initials, else the e-mail's first letter. */
export function memberInitials(member: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string {
  const first = (value: string | null | undefined) => Array.from(value?.trim() ?? '')[0] ?? '';
  const initials = `${first(member.firstName)}${first(member.lastName)}` || first(member.email);
  return initials.toLocaleUpperCase();
}

/** The member's name for display, or null when the session has none. */
export function memberDisplayName(member: { firstName?: string | null; lastName?: string | null }) {
  return [member.firstName, member.lastName].filter((part) => part?.trim()).join(' ') || null;
}
