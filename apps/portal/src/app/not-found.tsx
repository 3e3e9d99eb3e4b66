import { NotFoundMessage } from './_components/not-found-message';

/** Any route that does not exist. */
export default function NotFound() {
  return <NotFoundMessage />;
}
