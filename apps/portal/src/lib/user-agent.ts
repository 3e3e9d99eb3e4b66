/** Mobile detection by user agent (as the wallet pass dialog decides between a link and a QR code). */
const MOBILE = /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini|BlackBerry/i;

export type PhonePlatform = 'android' | 'other-phone' | 'desktop';

export function phonePlatform(userAgent: string): PhonePlatform {
  if (/Android/i.test(userAgent)) return 'android';
  return MOBILE.test(userAgent) ? 'other-phone' : 'desktop';
}
