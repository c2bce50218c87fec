import { useEffect, useState } from 'react';

let names: Promise<string[]> | null = null;

/**
 * Country names, sorted. The dataset is about 48 kB, so it is a chunk of its own, fetched once
 * when registration opens rather than with the screen.
 */
export function loadCountryNames(): Promise<string[]> {
  names ??= import('countries-list')
    .then(({ countries }) =>
      Object.values(countries)
        .map((country) => country.name)
        .sort((a, b) => a.localeCompare(b)),
    )
    .catch((failure: unknown) => {
      names = null; // Let a later visit try again (weak network).
      throw failure;
    });
  return names;
}

/** The country choices, or null while they load (the select then offers only its current value). */
export function useCountryNames(): string[] | null {
  const [list, setList] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    loadCountryNames().then(
      (loaded) => live && setList(loaded),
      () => undefined, // Offline: the default country stays the only choice.
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}
