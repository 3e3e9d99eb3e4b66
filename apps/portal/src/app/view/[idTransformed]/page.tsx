import { ViewFrame } from './view-frame';

/** `/view/{idTransformed}`: a menu entry's page in an inline frame. */
export default async function ViewPage({ params }: { params: Promise<{ idTransformed: string }> }) {
  const { idTransformed } = await params;
  return <ViewFrame idTransformed={decodeURIComponent(idTransformed)} />;
}
