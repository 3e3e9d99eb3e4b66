import { NotFoundMessage } from './_components/not-found-message';

/** Any route that does not exist (SPEC.md section 2: "Any other route: not shown"). */
export default function NotFound() {
  return <NotFoundMessage />;
}
