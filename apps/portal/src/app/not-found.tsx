import { getPageTranslator } from '@/server/page-translator';
import { NotFoundMessage } from './_components/not-found-message';

/** Any route that does not exist. */
export default async function NotFound() {
  return <NotFoundMessage t={await getPageTranslator()} />;
}
