import { walletMessageKeys } from '@loyalty/contract';
import { getPageTranslator } from '@/server/page-translator';
import { WALLET_UNAVAILABLE_REASONS, type WalletUnavailableReason } from '@/server/wallet-link-refusal';

interface Props {
  searchParams: Promise<{ reason?: string | string[] }>;
}

const MESSAGES: Record<WalletUnavailableReason, string> = {
  invalid: walletMessageKeys.linkInvalid,
  'not-configured': walletMessageKeys.notConfigured,
};

/**
 * Where a wallet link opened in a browser lands when it cannot give the pass: a phone that scanned the desktop's
 * QR code after the link's hour, or a wallet switched off since. The member reads why and how to get a new link.
 */
export default async function WalletLinkUnavailablePage({ searchParams }: Props) {
  const t = await getPageTranslator();
  const { reason } = await searchParams;
  const known = WALLET_UNAVAILABLE_REASONS.find((r) => r === reason) ?? 'invalid';
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t(MESSAGES[known])}</h1>
      <p>{t('wallet.unavailable.again', { item: t('navbar.add.to.wallet.pass') })}</p>
      <a href="/" className="text-link underline underline-offset-4">
        {t('wallet.unavailable.home')}
      </a>
    </section>
  );
}
