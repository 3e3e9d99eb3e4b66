import type { ReactNode, Ref } from 'react';

export interface StepLayoutProps {
  title: string;
  intro?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** One step of the sign-in card: its heading (focusable, so focus can move to it) and content. */
export function StepLayout({ title, intro, headingRef, children }: StepLayoutProps) {
  return (
    <section aria-labelledby="sign-in-step-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1
          id="sign-in-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-balance outline-none"
        >
          {title}
        </h1>
        {intro && <div className="text-base leading-relaxed text-muted-foreground">{intro}</div>}
      </div>
      {children}
    </section>
  );
}
