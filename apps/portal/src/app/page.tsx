import { HomeWelcome } from './_components/home-welcome';

/** `/`: the portal's home (sign-in and member pages come with their own issues). */
export default function HomePage() {
  return <HomeWelcome />;
}
