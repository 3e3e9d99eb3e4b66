import { pushStorageKeys } from '@loyalty/contract/constants';

/** The device's push registration (local storage `memberPushData`): a device id of its own and the token sent. */
export interface MemberPushData {
  deviceId: string;
  token: string;
  /** When the API last heard of the token (ISO); absent in records written before it was kept. */
  syncedAt?: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readPushData(): MemberPushData | null {
  try {
    const value = JSON.parse(storage()?.getItem(pushStorageKeys.memberPushData) ?? 'null') as unknown;
    if (
      value &&
      typeof (value as MemberPushData).deviceId === 'string' &&
      typeof (value as MemberPushData).token === 'string'
    ) {
      return value as MemberPushData;
    }
  } catch {
    // unreadable: treated as none, and overwritten on the next registration
  }
  return null;
}

export function writePushData(data: MemberPushData): void {
  storage()?.setItem(pushStorageKeys.memberPushData, JSON.stringify(data));
}

export function removePushData(): void {
  storage()?.removeItem(pushStorageKeys.memberPushData);
}

export function flagSet(key: string): boolean {
  return storage()?.getItem(key) === 'true';
}

export function setFlag(key: string): void {
  storage()?.setItem(key, 'true');
}
