import { PKPass } from 'passkit-generator';
import { drawBadgePng } from './png';
import { PASS_STRINGS, type PassContent } from './pass-content';
import type { WalletRuntime } from './wallet-runtime';

type AppleRuntime = NonNullable<WalletRuntime['apple']>;

const rgbOf = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 0xff}, ${(value >> 8) & 0xff}, ${value & 0xff})`;
};

/** A signed store-card `.pkpass` of the member's card; phones fetch updates from `webServiceUrl`. */
export async function buildApplePass(
  apple: AppleRuntime,
  pass: {
    serialNumber: string;
    authenticationToken: string;
    webServiceUrl: string;
    content: PassContent;
    accentColor: string;
  },
): Promise<Buffer> {
  const { content } = pass;
  const images: Record<string, Buffer> = {};
  for (const [name, size] of [
    ['icon.png', [29, 29]],
    ['icon@2x.png', [58, 58]],
    ['logo.png', [50, 50]],
    ['logo@2x.png', [100, 100]],
  ] as const)
    images[name] = drawBadgePng(size[0], size[1], content.colors.background, pass.accentColor);
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: apple.passTypeId,
    teamIdentifier: apple.teamId,
    serialNumber: pass.serialNumber,
    organizationName: content.businessName,
    description: `${content.businessName}`,
    logoText: content.businessName,
    backgroundColor: rgbOf(content.colors.background),
    foregroundColor: rgbOf(content.colors.foreground),
    labelColor: rgbOf(content.colors.label),
    webServiceURL: pass.webServiceUrl,
    authenticationToken: pass.authenticationToken,
    storeCard: {},
  };
  const pkpass = new PKPass(
    { ...images, 'pass.json': Buffer.from(JSON.stringify(passJson)) },
    apple.certificates,
  );
  // The first balance sits in the header (visible when passes are stacked), any second one below the name.
  content.balances.forEach((balance, index) => {
    const field = { key: balance.key, label: balance.label, value: balance.display };
    if (index === 0) pkpass.headerFields.push(field);
    else pkpass.secondaryFields.push(field);
  });
  if (content.memberName)
    pkpass.primaryFields.push({ key: 'member', label: 'MEMBER', value: content.memberName });
  pkpass.auxiliaryFields.push({ key: 'code', label: 'MEMBER_CODE', value: content.shortId });
  pkpass.backFields.push({ key: 'card', label: 'CARD', value: content.businessName });
  pkpass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: content.shortId,
    messageEncoding: 'iso-8859-1',
    altText: content.shortId,
  });
  for (const [language, strings] of Object.entries(PASS_STRINGS)) pkpass.localize(language, strings);
  return pkpass.getAsBuffer();
}
