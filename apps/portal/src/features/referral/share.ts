export interface ShareTarget {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
}

/** Whether the Web Share API can share this (phones, some desktops); else the card offers copy only. */
export function canShareLink(target: ShareTarget | undefined, data: ShareData): boolean {
  if (!target?.share) return false;
  return target.canShare ? target.canShare(data) : true;
}

/**
 * Opens the system share sheet. A member closing the sheet is not an error ('cancelled'); other failures
 * are reported so the card can fall back to copying.
 */
export async function shareLink(
  target: ShareTarget,
  data: ShareData,
): Promise<'shared' | 'cancelled' | 'failed'> {
  try {
    await target.share!(data);
    return 'shared';
  } catch (error) {
    return error instanceof Error && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
