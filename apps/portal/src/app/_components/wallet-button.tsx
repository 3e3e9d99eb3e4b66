import { Button, type ButtonProps } from '@/components/ui/button';

/** The wallet icon button of the navigation bar: the menu's trigger, before and after its content loads. */
function WalletIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0 0 4h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5" />
      <path d="M16 14h.01" />
    </svg>
  );
}

export function WalletButton(props: ButtonProps) {
  return (
    <Button variant="ghost" className="px-0" {...props}>
      <WalletIcon />
    </Button>
  );
}
