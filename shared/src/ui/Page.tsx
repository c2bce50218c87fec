import type { ReactNode } from 'react';

/** The frame of a screen: one main landmark and one h1, as every screen needs. */
export function Page({ title, children, hideTitle = false }: { title: string; children: ReactNode; hideTitle?: boolean }) {
  return (
    <main className="troo-page">
      <h1 className={hideTitle ? 'troo-visually-hidden' : 'troo-page__title'}>{title}</h1>
      {children}
    </main>
  );
}
