import { PurchaseScanner } from '@/features/scanner/components/purchase-scanner';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** `/purchasescanner`: a receipt's QR code, scanned or typed, for its points (no navigation chrome, no banner). */
export default async function PurchaseScannerPage({ searchParams }: { searchParams: SearchParams }) {
  const code = (await searchParams).code;
  return <PurchaseScanner initialCode={(Array.isArray(code) ? code[0] : code) ?? null} />;
}
